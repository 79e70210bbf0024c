/**
 * The data a page was rendered with, for the browser to hydrate from (main.tsx reads it into
 * SWR's fallback). A JSON data block is never executed, so the CSP allows it. Content is
 * written by administrators and read by every visitor, so nothing in it may end the element
 * early: every "<" is written as its JSON escape (which also covers "<!--" and "</script"),
 * and the line separators U+2028/U+2029 are escaped too for any reader that evaluates it.
 */
export function dataBlock(fallback: Record<string, unknown>): string {
  if (Object.keys(fallback).length === 0) return '';
  const json = JSON.stringify(fallback)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="swr-fallback">${json}</script>`;
}
