// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '@inzira/shared-ui/brand';
import { describe, expect, it } from 'vitest';
import { launchCheckReport, placeholderFindings, seedMediaFindings } from './launch-check';

const sitesDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The agency's facts as they will read at launch (made up here, but shaped like real ones). */
const realFacts = {
  ...brand,
  phones: ['+250 788 312 457', '+250 722 918 340'],
  whatsapp: '+250 788 312 457',
  email: 'hello@inzira.rw',
  registration: { ...brand.registration, companyCode: '108342716', taxId: 'TIN 108342716' },
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/inzira.rw' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/inzira-rw' },
    { label: 'YouTube', href: 'https://www.youtube.com/@inzira-rw' },
  ],
};

describe('the launch check', () => {
  it("names every placeholder of today's demo facts with where it sits", () => {
    const findings = placeholderFindings(brand, 'brand');
    const places = findings.map((finding) => finding.split(':')[0]);
    expect(places).toEqual(
      expect.arrayContaining([
        'brand.phones[0]',
        'brand.phones[1]',
        'brand.email',
        'brand.whatsapp',
        'brand.registration.companyCode',
        'brand.registration.taxId',
        ...brand.social.map((_, index) => `brand.social[${index}].href`),
      ]),
    );
  });

  it('passes facts that are real', () => {
    expect(placeholderFindings(realFacts, 'brand')).toEqual([]);
  });

  it('keeps real numbers that merely contain zeros', () => {
    expect(placeholderFindings({ phone: '+250 788 100 200', code: '102030405' }, 'x')).toEqual([]);
  });

  it('finds the seed illustrations anywhere in the published content', () => {
    const content = { posts: [{ title: 'Hello', image: '/media/seed/blog-1.svg' }], team: [] };
    expect(seedMediaFindings(content, 'content')).toEqual([
      'content.posts[0].image: "/media/seed/blog-1.svg" is a seed illustration',
    ]);
    expect(seedMediaFindings({ image: '/media/uploads/team.webp' }, 'content')).toEqual([]);
  });

  it(
    'refuses a build that is not a demo, with the list and the way out',
    { timeout: 120_000 },
    () => {
      // The build's first task, as turbo runs it, against a local address where nothing answers.
      const result = spawnSync('npx', ['tsx', 'scripts/content-digest.ts'], {
        cwd: sitesDir,
        encoding: 'utf8',
        env: {
          ...process.env,
          INZIRA_DEMO_BUILD: '',
          VITE_SUPABASE_URL: 'http://127.0.0.1:9',
        },
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('The public site is not ready to launch');
      expect(result.stderr).toContain('brand.registration.companyCode');
      expect(result.stderr).toContain("the local backend's demo seed");
      expect(result.stderr).toContain('INZIRA_DEMO_BUILD=1');
    },
  );

  it('words the report in the singular for one finding', () => {
    expect(launchCheckReport(['brand.email: x'])).toMatch(/^.*1 placeholder left\./);
  });
});
