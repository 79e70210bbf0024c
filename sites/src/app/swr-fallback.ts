/**
 * The data a prerendered page was built with (scripts/prerender.ts writes it beside #root): the
 * hooks start from it, so hydration matches the HTML, and SWR revalidates it in the background.
 */
export function readFallback(): Record<string, unknown> {
  const block = document.getElementById('swr-fallback');
  if (!block?.textContent) return {};
  try {
    const data: unknown = JSON.parse(block.textContent);
    return typeof data === 'object' && data !== null ? { ...data } : {};
  } catch {
    return {};
  }
}
