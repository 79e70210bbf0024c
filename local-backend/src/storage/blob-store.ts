import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where object bytes live, keyed by the object's version (a UUID the server generates), never by
 * the user's object name: no name can reach the file system, so no traversal is possible.
 */
export interface BlobStore {
  put(version: string, bytes: Buffer): Promise<void>;
  get(version: string): Promise<Buffer | undefined>;
  delete(version: string): Promise<void>;
}

const versionPattern = /^[0-9a-f-]{36}$/;

function checked(version: string): string {
  if (!versionPattern.test(version)) throw new Error(`not an object version: ${version}`);
  return version;
}

export function memoryBlobStore(): BlobStore {
  const blobs = new Map<string, Buffer>();
  return {
    put: async (version, bytes) => void blobs.set(checked(version), bytes),
    get: async (version) => blobs.get(checked(version)),
    delete: async (version) => void blobs.delete(checked(version)),
  };
}

/** Files in a folder of the git-ignored data directory. */
export function fileBlobStore(dir: string): BlobStore {
  const ready = mkdir(dir, { recursive: true });
  const path = (version: string) => join(dir, checked(version));
  return {
    async put(version, bytes) {
      await ready;
      await writeFile(path(version), bytes);
    },
    async get(version) {
      await ready;
      return readFile(path(version)).catch(() => undefined);
    },
    async delete(version) {
      await rm(path(version), { force: true });
    },
  };
}
