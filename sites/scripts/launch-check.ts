/**
 * The launch check (docs/launch-check.md): a build meant for visitors must not carry the demo's
 * contact data, registration numbers, social links or the seed's illustrations. It lists every
 * finding with where it sits, so the agency fixes them all in one pass.
 */

/** The environment variable that allows a demo build (set by `npm start`, `npm test`, the bench). */
export const DEMO_BUILD_VARIABLE = 'INZIRA_DEMO_BUILD';

/** The folder the seed's illustrations are served from (supabase/seed.sql). */
const SEED_MEDIA = '/media/seed/';

// Domains reserved for examples and tests (RFC 2606 and RFC 6761): never a real inbox or profile.
const reservedDomain = String.raw`(?:[a-z0-9-]+\.)*(?:example(?:\.(?:com|net|org))?|test|invalid|localhost)`;
const reservedEmail = new RegExp(String.raw`[\w.+-]+@${reservedDomain}\b`, 'i');
const reservedUrl = new RegExp(String.raw`^https?://${reservedDomain}(?:[:/]|$)`, 'i');
/** A profile link whose account is the word "example" (`facebook.com/example`, `/@example`). */
const exampleAccount = /^https?:\/\/[^/]+\/(?:company\/|@)?example\/?$/i;
/** Five zeros in a row: `+250 700 000 001`, `100000000`; no real number or code looks like it. */
const zeroRun = /0(?:[\s.-]?0){4}/;
const digitsOnly = /^[\d\s+().-]+$|^TIN\s/i;

function placeholderReason(text: string): string | null {
  if (reservedEmail.test(text)) return 'an e-mail address at a reserved example domain';
  if (reservedUrl.test(text)) return 'a link to a reserved example domain';
  if (exampleAccount.test(text)) return 'a social link to an "example" account';
  if (digitsOnly.test(text) && zeroRun.test(text)) return 'a placeholder number (a run of zeros)';
  return null;
}

/** Walks an object tree and names every string `reason` objects to, with its path. */
function findStrings(
  value: unknown,
  path: string,
  reason: (text: string) => string | null,
): string[] {
  if (typeof value === 'string') {
    const why = reason(value);
    return why ? [`${path}: "${value}" is ${why}`] : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => findStrings(item, `${path}[${index}]`, reason));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      findStrings(item, `${path}.${key}`, reason),
    );
  }
  return [];
}

/** Every string of `value` (the agency's facts) that is still placeholder data, with its path. */
export const placeholderFindings = (value: unknown, path: string) =>
  findStrings(value, path, placeholderReason);

/** Every place in the published content that still shows one of the seed's illustrations. */
export const seedMediaFindings = (value: unknown, path: string) =>
  findStrings(value, path, (text) => (text.includes(SEED_MEDIA) ? 'a seed illustration' : null));

/** The message a refused build prints: the list, then how to fix it or build a demo on purpose. */
export function launchCheckReport(findings: string[]): string {
  return [
    `The public site is not ready to launch: ${findings.length} placeholder${findings.length === 1 ? '' : 's'} left.`,
    ...findings.map((finding) => `  - ${finding}`),
    'Replace them (the agency facts: supabase/contract/src/agency.ts and shared-ui/src/brand/brand.ts;',
    'content: in the admin), or build a demo on purpose with INZIRA_DEMO_BUILD=1 (docs/launch-check.md).',
  ].join('\n');
}

export const isDemoBuild = (env: Record<string, string | undefined>) =>
  env[DEMO_BUILD_VARIABLE] === '1' || env[DEMO_BUILD_VARIABLE] === 'true';
