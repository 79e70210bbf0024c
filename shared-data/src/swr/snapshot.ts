import { unstable_serialize, type Middleware } from 'swr';

/**
 * A page prerendered with data hands that data to the browser as SWR's `fallback` (the build's
 * content snapshot). SWR still reports `isLoading` while it revalidates a key that has only
 * fallback data; screens show their loading state on `isLoading`, so without this the content
 * the HTML painted would flash back to a skeleton (and hydration would not match). Loading
 * means "no data yet", whatever the source.
 */
export const fallbackIsData: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const response = useSWRNext(key, fetcher, config);
  // Getters, not copies: SWR re-renders only for the fields a screen reads.
  return {
    get data() {
      return response.data;
    },
    get error() {
      return response.error;
    },
    get isValidating() {
      return response.isValidating;
    },
    get isLoading() {
      // Data first: a screen that has data never reads SWR's isLoading, so SWR does not track it
      // and the end of the revalidation (isLoading back to false, the same data) re-renders
      // nothing. Read first, it re-rendered every section of a prerendered page at once, in a
      // synchronous update, right after hydration (docs/performance.md).
      return response.data === undefined && response.isLoading;
    },
    mutate: response.mutate,
  };
};

/** A load a page asked for while rendering: its fallback key and how to fetch it. */
export type RecordedLoads = Map<string, () => Promise<unknown>>;

/**
 * Build time only: notes every key a render asks for with its fetcher (SWR never fetches on the
 * server), so the prerenderer can fetch exactly the data a page shows and render it again with
 * that data as `fallback`. The fetchers are the hooks' own, so the snapshot has the shape and
 * the keys the browser's hooks use.
 */
export function recordLoads(loads: RecordedLoads): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    if (fetcher) {
      const id = unstable_serialize(key);
      // SWR hands a fetcher its key's arguments (a function key is called for them).
      const args: unknown = typeof key === 'function' ? key() : key;
      if (id && !loads.has(id)) loads.set(id, async () => fetcher(args));
    }
    return useSWRNext(key, fetcher, config);
  };
}
