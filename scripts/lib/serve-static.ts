// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient types of an untyped package, for every program (scripts, bench, e2e) that includes this file
/// <reference path="./compression.d.ts" />
import { createServer, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { findRule, parseRedirects } from '@inzira/tooling/redirects';
import { parseHeadersFile } from '@inzira/tooling/security-headers';
import { adminDist, ports, sitesDist } from './paths';

export interface StaticSite {
  name: string;
  dir: string;
  port: number;
  host?: string;
}

/** Vite fingerprints everything under /assets, so it can be cached forever; HTML must revalidate. */
function cacheControl(pathname: string): string {
  return pathname.startsWith('/assets/')
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

/**
 * Serves a built SPA the way a static host does: files as they are, prerendered pages by
 * their folder's index.html, the build's `_redirects` rules for any other path, compressed
 * (brotli or gzip) as Netlify and Cloudflare compress on the fly, so Lighthouse and the e2e
 * suite see the bytes a visitor's phone downloads.
 */
export function serveStatic(site: StaticSite): Promise<Server> {
  if (!existsSync(join(site.dir, 'index.html'))) {
    throw new Error(`${site.name}: no build in ${site.dir}. Run \`npm run build\` first.`);
  }
  // The same security headers the static host applies, read from the build's `_headers`.
  const hostHeadersFile = join(site.dir, '_headers');
  const headers = existsSync(hostHeadersFile)
    ? parseHeadersFile(readFileSync(hostHeadersFile, 'utf8'))
    : {};
  // Paths that are no file follow the build's `_redirects`, as the static host does: client
  // routes get the app shell (200), anything else the prerendered 404 page (404).
  const redirectsFile = join(site.dir, '_redirects');
  const rules = existsSync(redirectsFile)
    ? parseRedirects(readFileSync(redirectsFile, 'utf8'))
    : [{ from: '/*', to: '/index.html', status: 200 }];
  // The few pages the rules point at, read once (a rebuild restarts the server anyway).
  const rulePages = new Map(
    rules.flatMap(({ to, status }) => {
      const file = join(site.dir, to);
      // A redirect's target is an address, not a file to serve.
      const isPage = (status < 300 || status >= 400) && existsSync(file) && statSync(file).isFile();
      return isPage ? [[to, readFileSync(file)] as const] : [];
    }),
  );
  const applyHeaders = (res: ServerResponse, pathname: string) => {
    res.setHeader('Cache-Control', cacheControl(pathname));
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };
  const handler = sirv(site.dir, {
    etag: true,
    setHeaders: applyHeaders,
    onNoMatch: (req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      const rule = findRule(rules, pathname);
      // A moved page (a renamed post or project): the browser follows to its new address.
      if (rule && rule.status >= 300 && rule.status < 400) {
        applyHeaders(res, pathname);
        res.writeHead(rule.status, { Location: rule.to }).end();
        return;
      }
      const page = rule && rulePages.get(rule.to);
      if (!rule || !page) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      applyHeaders(res, rule.to);
      res.writeHead(rule.status, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : page);
    },
  });
  const compress = compression();
  const server = createServer((req, res) => compress(req, res, () => handler(req, res)));
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `${site.name}: port ${site.port} is already in use (is another \`npm start\` running?).`,
            )
          : error,
      ),
    );
    server.listen(site.port, site.host ?? 'localhost', () => resolve(server));
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/**
 * Serves both built apps on their fixed ports, as `npm start` and the e2e suite do; each
 * server joins `servers` as it starts, so a caller whose second start fails can close the first.
 */
export async function serveBuiltApps(servers: Server[]): Promise<void> {
  servers.push(await serveStatic({ name: 'Public site', dir: sitesDist, port: ports.sites }));
  servers.push(await serveStatic({ name: 'Admin', dir: adminDist, port: ports.admin }));
}
