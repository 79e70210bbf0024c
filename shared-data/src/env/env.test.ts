import { describe, expect, it } from 'vitest';
import { createEnvReader } from '.';

describe('createEnvReader', () => {
  const { required, url } = createEnvReader('sites/.env.example');

  it('names a missing variable and the example file to copy', () => {
    expect(() => required('VITE_SUPABASE_PUBLISHABLE_KEY', '')).toThrow(
      'Missing environment variable VITE_SUPABASE_PUBLISHABLE_KEY: copy sites/.env.example and set it.',
    );
  });

  it('accepts absolute URLs without their trailing slash and refuses anything else', () => {
    expect(url('VITE_SITE_URL', 'https://www.example.com/')).toBe('https://www.example.com');
    expect(() => url('VITE_SITE_URL', 'www.example.com')).toThrow(
      'Environment variable VITE_SITE_URL must be an absolute URL, got "www.example.com".',
    );
  });
});
