// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import useSWR, { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { fallbackIsData } from './snapshot';

// A prerendered page starts from the build's data (SWR fallback) and revalidates it after
// hydration: the content a visitor sees must stay, and must not be rendered again for nothing.
const key = ['services', 'en'] as const;
const built = [{ id: 1, title: 'Translation Services' }];

function pageWith(fallback: Record<string, unknown>) {
  return function Page({ children }: { children: ReactNode }) {
    return createElement(
      SWRConfig,
      { value: { provider: () => new Map(), fallback, use: [fallbackIsData] } },
      children,
    );
  };
}

/** Renders a screen that reads what the site's list views read; counts its renders. */
function renderScreen(fetcher: () => Promise<unknown>, fallback: Record<string, unknown>) {
  const seen: { data: unknown; isLoading: boolean }[] = [];
  let fetched = 0;
  const { result } = renderHook(
    () => {
      const response = useSWR(key, async () => {
        const data = await fetcher();
        fetched += 1;
        return data;
      });
      const view = { data: response.data, isLoading: response.isLoading, error: response.error };
      seen.push({ data: view.data, isLoading: view.isLoading });
      return view;
    },
    { wrapper: pageWith(fallback) },
  );
  return { result, seen, fetchedCount: () => fetched };
}

describe('fallbackIsData', () => {
  it('keeps the built content on screen and renders nothing again when it is unchanged', async () => {
    const { seen, fetchedCount } = renderScreen(async () => structuredClone(built), {
      [unstable_serialize(key)]: built,
    });
    await waitFor(() => expect(fetchedCount()).toBe(1));
    // Let SWR settle its state after the fetch.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.every((render) => render.data === built && !render.isLoading)).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('shows changed content once the revalidation brings it', async () => {
    const changed = [{ id: 1, title: 'Interpreting and Translation' }];
    const { result } = renderScreen(async () => changed, { [unstable_serialize(key)]: built });
    expect(result.current.data).toBe(built);
    await waitFor(() => expect(result.current.data).toEqual(changed));
    expect(result.current.isLoading).toBe(false);
  });

  it('says loading while a page without built data fetches it', async () => {
    const { result } = renderScreen(async () => built, {});
    expect(result.current).toMatchObject({ data: undefined, isLoading: true });
    await waitFor(() => expect(result.current.data).toEqual(built));
    expect(result.current.isLoading).toBe(false);
  });
});
