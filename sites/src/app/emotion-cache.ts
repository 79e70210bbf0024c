import createCache from '@emotion/cache';

/**
 * The attribute of a prerendered page's `<style>` tags that lists the Emotion ids whose rules
 * they hold (sites/src/entry-server.tsx, `styleTags`).
 */
export const emotionIdsAttribute = 'data-emotion-ids';

/**
 * The same cache key on the server and in the browser gives a style the same class name in both.
 * In the browser, the cache starts knowing every id the prerendered page's style tags hold, so
 * it inserts none of those rules again, and leaves the tags where they are: Emotion's own
 * hydration of `data-emotion` tags moves each one to the end of `<head>`, a style change for the
 * browser each time (docs/performance.md, "Style tags left where they are").
 */
export function createEmotionCache() {
  const cache = createCache({ key: 'css' });
  if (typeof document === 'undefined') return cache;
  for (const tag of document.querySelectorAll(`style[${emotionIdsAttribute}]`)) {
    for (const id of tag.getAttribute(emotionIdsAttribute)?.split(' ') ?? []) {
      if (id) cache.inserted[id] = true;
    }
  }
  return cache;
}
