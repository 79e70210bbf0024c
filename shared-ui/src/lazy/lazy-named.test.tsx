import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { isPreloadable, lazyNamed } from './index';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A module loader that counts its calls and fails the first `failures` of them. */
function countingLoader(failures = 0) {
  const calls = { count: 0 };
  const load = () => {
    calls.count += 1;
    return calls.count <= failures
      ? Promise.reject(new Error('The network dropped the chunk.'))
      : Promise.resolve({ Greeting });
  };
  return { calls, load };
}

function renderLazy(Lazy: ReturnType<typeof lazyNamed<{ Greeting: typeof Greeting }, 'Greeting'>>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Lazy name="Amani" />
    </Suspense>,
  );
}

describe('lazyNamed', () => {
  it('shows a preloaded component at once, without its loading state, from one request', async () => {
    const { calls, load } = countingLoader();
    const Lazy = lazyNamed(load, 'Greeting');
    await Lazy.preload();
    await Lazy.preload();
    renderLazy(Lazy);
    // On the first render pass: no loading state, not even for a turn.
    expect(screen.getByText('Hello Amani')).toBeVisible();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(calls.count).toBe(1);
  });

  it('loads on first render when nothing preloaded it', async () => {
    const { calls, load } = countingLoader();
    renderLazy(lazyNamed(load, 'Greeting'));
    expect(screen.getByText('Loading')).toBeVisible();
    expect(await screen.findByText('Hello Amani')).toBeVisible();
    expect(calls.count).toBe(1);
  });

  it('lets a render try again after a preload that failed', async () => {
    const { calls, load } = countingLoader(1);
    const Lazy = lazyNamed(load, 'Greeting');
    await expect(Lazy.preload()).rejects.toThrow('The network dropped the chunk.');
    renderLazy(Lazy);
    expect(await screen.findByText('Hello Amani')).toBeVisible();
    expect(calls.count).toBe(2);
  });

  it('is told apart from other component types', () => {
    expect(isPreloadable(lazyNamed(countingLoader().load, 'Greeting'))).toBe(true);
    expect(isPreloadable(Greeting)).toBe(false);
    expect(isPreloadable(null)).toBe(false);
  });
});
