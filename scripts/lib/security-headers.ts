/**
 * Response headers for the two apps when served locally. Deployment host config mirrors these.
 */
const common = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export const appHeaders = {
  sites: { ...common },
  admin: { ...common, 'X-Frame-Options': 'DENY' },
} as const;
