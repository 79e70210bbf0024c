/**
 * `npm run check:content-rebuild` shows, end to end, that publishing reaches the static pages
 * (docs/performance.md, "Fresh content"). It binds the backend's port, so run it under the
 * ports lock. With the local backend on its contract port (fresh seed), it:
 *   1. builds the public site as the deploy hook's build does (`turbo run build`),
 *   2. signs in as the demo administrator and saves a post with new text, the call the admin's
 *      post form makes,
 *   3. builds again: the content digest changed, so turbo builds instead of replaying, and the
 *      post's HTML holds the new text,
 *   4. builds once more without a change: turbo replays the cached build.
 * Exits with 1 (and says which step) if any of that does not hold.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { startLocalBackend } from '@inzira/local-backend';
import { createSupabase } from '@inzira/shared-data/client';
import { ports, sitesDist } from './lib/paths';

// A local demo on purpose: the seed's placeholders are expected (docs/launch-check.md).
process.env.INZIRA_DEMO_BUILD ??= '1';

// supabase-js builds a realtime client eagerly and Node 20 has no global WebSocket.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

/**
 * The public build, as the host's build hook runs it; says whether turbo replayed it. Spawned
 * asynchronously: the backend answering the build's reads runs in this process.
 */
async function build(): Promise<'built' | 'replayed'> {
  const started = Date.now();
  const child = spawn(
    'npx',
    ['turbo', 'run', 'build', '--filter=@inzira/sites', '--output-logs=hash-only'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`the build failed:\n${output}`);
  const line = /@inzira\/sites:build: cache (hit|miss)[^\n]*/.exec(output);
  if (!line) throw new Error(`turbo did not report the build's cache status:\n${output}`);
  console.log(`  ${line[0]} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return line[1] === 'hit' ? 'replayed' : 'built';
}

function check(condition: boolean, failure: string): void {
  if (!condition) throw new Error(failure);
}

const backend = await startLocalBackend({ port: ports.backend, quiet: true, authRateLimit: false });
let failed = false;
try {
  if (!backend.admin) throw new Error('the local backend has no demo admin');
  const admin = createSupabase({ url: backend.url, publishableKey: backend.publishableKey });
  const signedIn = await admin.auth.signInWithPassword(backend.admin);
  if (signedIn.error) throw new Error(`signing in failed: ${signedIn.error.message}`);
  const { data: post } = await admin
    .from('blogs')
    .select('id, slug, content')
    .eq('is_published', true)
    .order('published_at', { ascending: false })
    .limit(1)
    .single();
  if (!post) throw new Error('the seed has no published post');
  const page = join(sitesDist, 'resources', 'blog', post.slug, 'index.html');
  const newText = `Updated by an administrator at ${new Date().toISOString()}.`;

  console.log(`1. build with the seed's content (/resources/blog/${post.slug})`);
  await build();
  check(!readFileSync(page, 'utf8').includes(newText), 'the first build already has the new text');

  console.log(`2. the administrator saves the post with: "${newText}"`);
  // As the admin's post form saves (updateBlog in @inzira/shared-data/blogs).
  const saved = await admin
    .from('blogs')
    .update({ content: `${newText}\n\n${post.content}` })
    .eq('id', post.id)
    .select('id')
    .single();
  if (saved.error) throw new Error(`saving the post failed: ${saved.error.message}`);

  console.log('3. the deploy hook builds again');
  check((await build()) === 'built', 'turbo replayed a build made from older content');
  check(readFileSync(page, 'utf8').includes(newText), "the post's HTML lacks the new text");
  console.log(`  ${page} holds the new text`);

  console.log('4. a build without any change');
  check((await build()) === 'replayed', 'turbo rebuilt although nothing changed');
  console.log('\nOK: the published edit is in the static HTML; unchanged content replays.');
} catch (error) {
  failed = true;
  console.error(`\nFAILED: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await backend.stop();
}
process.exit(failed ? 1 : 0);
