/**
 * Readers for an app's `src/config/env.ts`, which reads its variables once and validates them
 * (docs/architecture.md, "Packages"). A missing or malformed variable fails at start with an
 * error that names it and the `.env.example` to copy.
 */
export function createEnvReader(example: string) {
  function required(name: string, value: string | undefined): string {
    if (!value) {
      throw new Error(`Missing environment variable ${name}: copy ${example} and set it.`);
    }
    return value;
  }

  /** An absolute URL without its trailing slash. */
  function url(name: string, value: string | undefined): string {
    const text = required(name, value);
    try {
      return new URL(text).toString().replace(/\/$/, '');
    } catch {
      throw new Error(`Environment variable ${name} must be an absolute URL, got "${text}".`);
    }
  }

  return { required, url };
}
