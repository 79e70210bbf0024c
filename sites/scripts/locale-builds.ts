/**
 * The client is built once per language (docs/languages.md, "One language per build"): English
 * into dist/, the others into dist-locales/<locale>/ (vite.config.ts). Their files are
 * fingerprinted, so they all go into dist/assets: a file every language shares has one name and
 * is fetched once; a file that holds messages differs per language. Each language keeps its own
 * index.html and build manifest, read by the prerenderer for that language's pages.
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLocale, locales, type Locale } from '@inzira/contract/locales.ts';

const localeBuildsDir = (root: string) => join(root, 'dist-locales');

/** Where each language's client build is, after copying the others' assets into dist/assets. */
export function mergeLocaleBuilds(root: string, dist: string): Map<Locale, string> {
  const builds = new Map<Locale, string>();
  for (const locale of locales) {
    const dir = locale === defaultLocale ? dist : join(localeBuildsDir(root), locale);
    if (!existsSync(join(dir, 'index.html'))) {
      throw new Error(
        `${dir} has no index.html: build the ${locale} client first (npm run build).`,
      );
    }
    if (dir !== dist) cpSync(join(dir, 'assets'), join(dist, 'assets'), { recursive: true });
    builds.set(locale, dir);
  }
  return builds;
}

/** Removes the other languages' builds once their pages are written. */
export function removeLocaleBuilds(root: string): void {
  rmSync(localeBuildsDir(root), { recursive: true, force: true });
}
