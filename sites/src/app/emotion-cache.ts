import createCache from '@emotion/cache';

/**
 * The same cache key on the server and in the browser lets Emotion adopt the critical CSS
 * inlined by the prerenderer instead of injecting it a second time.
 */
export const createEmotionCache = () => createCache({ key: 'css' });
