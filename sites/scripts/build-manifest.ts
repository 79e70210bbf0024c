/**
 * Which script files a module needs, read from a client build's manifest: each public form's, so
 * the early-input script can request a form's code at the first touch of its button
 * (docs/performance.md, "The call to action answers at once"), and each page's, so a prerendered
 * page requests its own code with the app's ("The page's code with the app's").
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const formNames = ['booking', 'enrollment', 'partner', 'registration', 'consultation'] as const;
type FormName = (typeof formNames)[number];

/** Each form's lazily loaded module, named as a button's `data-opens-form` names it. */
const formModules: Record<FormName, string> = {
  booking: 'src/features/booking/booking-modal.tsx',
  enrollment: 'src/features/enrollment/enrollment-dialog.tsx',
  partner: 'src/features/partner-application/partner-application-modal.tsx',
  registration: 'src/features/competition-registration/registration-dialog.tsx',
  consultation: 'src/features/consultation/consultation-form-body.tsx',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isChunk = (value: unknown): value is ManifestChunk =>
  isRecord(value) &&
  typeof value.file === 'string' &&
  (value.imports === undefined ||
    (Array.isArray(value.imports) && value.imports.every((i) => typeof i === 'string')));
const isManifest = (value: unknown): value is Manifest =>
  isRecord(value) && Object.values(value).every(isChunk);

/** The module's own file and every file it imports statically, as absolute URL paths. */
function filesOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((k) => filesOf(manifest, k, seen))];
}

/** A client build's manifest, read once: the files each module needs. */
export interface BuildManifest {
  /** Each public form's files, by the name its buttons' `data-opens-form` gives it. */
  formChunks: Record<FormName, string[]>;
  /** The module's own file and every file it imports statically (none for an unknown module). */
  filesOf(module: string): string[];
}

/**
 * Reads `dist/.vite/manifest.json` (written by the build for the prerender only) and removes it:
 * the host has no use for it.
 */
export function readBuildManifest(dist: string): BuildManifest {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: the build must write a manifest.`);
  const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
  if (!isManifest(manifest)) throw new Error(`${file} is not a Vite build manifest.`);
  const formChunks = Object.fromEntries(
    formNames.map((form) => {
      const files = filesOf(manifest, formModules[form]);
      if (files.length === 0)
        throw new Error(`The build manifest has no chunk for ${formModules[form]}.`);
      return [form, files];
    }),
  ) as Record<FormName, string[]>;
  return { formChunks, filesOf: (module) => filesOf(manifest, module) };
}
