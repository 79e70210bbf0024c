/**
 * The early-input script is written into each page's <head> (docs/performance.md, "Paint
 * first"): a script file there blocks the first paint for a round trip. The CSP allows only
 * same-origin script files, so each inline script is allowed by its own hash, added to the
 * `script-src` of the host's `_headers`; `'unsafe-inline'` stays out.
 */
import { createHash } from 'node:crypto';

/** A CSP source that allows exactly this inline script's code. */
export function scriptHashSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** The `_headers` file with each hash added to every `script-src` directive. */
export function allowInlineScripts(headersFile: string, sources: readonly string[]): string {
  let found = false;
  const updated = headersFile.replace(/(script-src [^;\n]*)/g, (directive: string) => {
    found = true;
    const present = new Set(directive.split(' '));
    return [directive, ...new Set(sources)]
      .filter((source, index) => index === 0 || !present.has(source))
      .join(' ');
  });
  if (!found) throw new Error('The _headers file has no script-src to allow the inline script.');
  return updated;
}
