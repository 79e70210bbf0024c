import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './markdown-view';
import { readingMinutes } from './reading-time';

describe('MarkdownView', () => {
  it('renders headings, lists, quotes and links, with raw HTML as inert text', () => {
    const { container } = render(
      <MarkdownView
        markdown={[
          '# Big news',
          '',
          '- one',
          '- two',
          '',
          '> quoted',
          '',
          '[site](https://example.com) and [home](/about) <script>alert(1)</script>',
          '',
          '<img src=x onerror=alert(2)>',
          '',
          '[bad](javascript:alert(3))',
        ].join('\n')}
      />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Big news');
    expect(container.querySelector('h1')).toBeNull();
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'one',
      'two',
    ]);
    expect(container.querySelector('blockquote')?.textContent?.trim()).toBe('quoted');
    const external = container.querySelector('a[href="https://example.com"]');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(container.querySelector('a[href="/about"]')?.getAttribute('target')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('hydrates over the prerendered post without a mismatch, then shows fresher markdown', async () => {
    const built = '# Planning\n\nBook the venue [early](https://example.com).';
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MarkdownView markdown={built} />);
    document.body.append(container);
    const prerendered = container.innerHTML;
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <MarkdownView markdown={built} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(prerendered);
    expect(container.querySelector('h2')?.textContent).toBe('Planning');

    // The database has a newer version of the post: it replaces the build's.
    await act(async () => root?.render(<MarkdownView markdown={'# Planning\n\nVenue booked.'} />));
    expect(container.querySelector('p')?.textContent).toBe('Venue booked.');
    expect(container.querySelector('a')).toBeNull();
    act(() => root?.unmount());
    container.remove();
  });

  it('renders markdown in the browser when no prerendered copy is on the page', () => {
    const { container } = render(<MarkdownView markdown={'Plain **text**'} />);
    expect(container.querySelector('strong')?.textContent).toBe('text');
  });

  it('estimates reading time at 200 words a minute', () => {
    expect(readingMinutes('word '.repeat(10))).toBe(1);
    expect(readingMinutes('word '.repeat(401))).toBe(3);
  });
});
