import { describe, expect, it } from 'vitest';
import { dataBlock } from './data-block';

describe('the content snapshot embedded in a page', () => {
  it('cannot be closed or escaped by the content it carries', () => {
    const fallback = {
      post: {
        title: 'Break out </script><script>alert(1)</script>',
        body: '<!-- <script> </SCRIPT > \u2028 & "quotes"',
      },
    };
    const doc = new DOMParser().parseFromString(
      `<!doctype html><html><head></head><body>${dataBlock(fallback)}<p id="after">after</p></body></html>`,
      'text/html',
    );
    // One element, holding all of the data, and the markup after it is still markup.
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(doc.getElementById('swr-fallback')?.textContent ?? '')).toEqual(fallback);
    expect(doc.getElementById('after')?.textContent).toBe('after');
  });

  it('is left out when the page was rendered without data', () => {
    expect(dataBlock({})).toBe('');
  });
});
