/**
 * `content` task (turbo runs it before every public build, never cached): reads the published
 * content the build renders, as a visitor would, and writes its digest to `.content-digest`.
 * The build hashes that file after this task has run (a "jit" input in turbo.json), so a
 * change of content changes the build's hash and turbo rebuilds instead of replaying pages
 * built from older content; unchanged content still replays from the cache.
 *
 * It is also the launch check (docs/launch-check.md): unless INZIRA_DEMO_BUILD is set, a build
 * whose agency facts or published content still hold the demo's placeholders fails here, before
 * anything is built, with the list of what to replace.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getPublishedBlogs } from '@inzira/shared-data/blogs';
import { createPublicClient, type DataClient } from '@inzira/shared-data/client';
import { getUpcomingEvents } from '@inzira/shared-data/events';
import { getFeaturedProfessionals, getTeam } from '@inzira/shared-data/professionals';
import { getProjectBySlug, getProjects } from '@inzira/shared-data/projects';
import { getServices } from '@inzira/shared-data/services';
import { getTestimonials } from '@inzira/shared-data/testimonials';
import { brand } from '@inzira/shared-ui/brand';
import { loadEnv } from 'vite';
import { answers, isLocal } from './content-source';
import {
  isDemoBuild,
  launchCheckReport,
  placeholderFindings,
  seedMediaFindings,
} from './launch-check';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Everything the public pages show from the database (the build's content snapshot). */
async function publishedContent(client: DataClient) {
  const projects = await getProjects(client);
  return {
    services: await getServices(client),
    testimonials: await getTestimonials(client),
    featured: await getFeaturedProfessionals(client),
    team: await getTeam(client),
    events: await getUpcomingEvents(client),
    posts: await getPublishedBlogs(client),
    projects: await Promise.all(projects.map((project) => getProjectBySlug(client, project.slug))),
  };
}

/**
 * A local build without the local backend running reads the seed from an in-memory backend
 * (content-source.ts): its content is the migrations and the seed, so those files are hashed
 * instead of starting one here.
 */
function seedDigest(): string {
  const supabase = join(root, '..', 'supabase');
  const migrations = readdirSync(join(supabase, 'migrations')).sort();
  const hash = createHash('sha256');
  for (const file of [...migrations.map((name) => join('migrations', name)), 'seed.sql']) {
    hash.update(file).update(readFileSync(join(supabase, file)));
  }
  return `seed ${hash.digest('hex')}`;
}

// The same settings the build reads (Vite: the host's environment over sites/.env).
const env = { ...loadEnv('production', root, 'VITE_'), ...process.env };
const url = env.VITE_SUPABASE_URL ?? '';
const publishableKey = env.VITE_SUPABASE_PUBLISHABLE_KEY ?? '';
const findings = placeholderFindings(brand, 'brand');
let digest: string;
if (await answers(url, publishableKey)) {
  try {
    const content = await publishedContent(createPublicClient({ url, publishableKey }));
    findings.push(...seedMediaFindings(content, 'published content'));
    digest = createHash('sha256').update(JSON.stringify(content)).digest('hex');
  } catch (error) {
    // The build goes on (a page whose reads fail is built without content); a digest of its
    // own keeps such a build out of the cache, so the next one reads the content again.
    console.warn('warning: the published content could not be read:', error);
    digest = `unreadable ${new Date().toISOString()}`;
  }
} else if (isLocal(url)) {
  digest = seedDigest();
  findings.push(`${url}: the content is the local backend's demo seed`);
} else {
  // The build will say so too; the next build that reaches the backend has a new digest.
  digest = 'no content: the backend did not answer';
}
if (findings.length > 0 && !isDemoBuild(process.env)) {
  console.error(launchCheckReport(findings));
  process.exit(1);
}
writeFileSync(join(root, '.content-digest'), `${digest}\n`);
console.log(`content digest: ${digest.slice(0, 17)}`);
