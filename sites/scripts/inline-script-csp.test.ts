import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowInlineScripts, scriptHashSource } from './inline-script-csp';

const headers = [
  '/*',
  "  Content-Security-Policy: default-src 'self'; script-src 'self' https://js.stripe.com; object-src 'none'",
  '/assets/*',
  '  Cache-Control: public, max-age=31536000, immutable',
  '',
].join('\n');

describe('allowing the inline early-input script by its hash', () => {
  it('is the base64 SHA-256 of the exact code, as browsers compute it', () => {
    const code = 'document.title = "é";';
    const digest = createHash('sha256').update(Buffer.from(code, 'utf8')).digest('base64');
    expect(scriptHashSource(code)).toBe(`'sha256-${digest}'`);
    expect(scriptHashSource(`${code} `)).not.toBe(scriptHashSource(code));
  });

  it('adds each hash once to script-src and changes nothing else', () => {
    const a = scriptHashSource('a()');
    const b = scriptHashSource('b()');
    const updated = allowInlineScripts(headers, [a, b, a]);
    expect(updated).toContain(
      `script-src 'self' https://js.stripe.com ${a} ${b}; object-src 'none'`,
    );
    expect(updated).not.toContain('unsafe-inline');
    expect(updated.replace(` ${a} ${b}`, '')).toBe(headers);
  });

  it('refuses a headers file without script-src rather than shipping a page whose script is blocked', () => {
    expect(() => allowInlineScripts('/*\n  X-Frame-Options: DENY\n', ['x'])).toThrow(/script-src/);
  });
});
