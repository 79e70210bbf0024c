import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/** One ES256 key pair: the private half signs sessions, the public half is published. */
export interface StoredSigningKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/**
 * The secrets of one checkout: the HS256 secret of the legacy anon/service-role keys, the
 * opaque publishable and secret API keys, and the session signing keys (the first signs,
 * the others were used before a rotation and still verify until revoked).
 */
export interface KeyMaterial {
  jwtSecret: string;
  publishableKey: string;
  secretKey: string;
  signingKeys: StoredSigningKey[];
}

export async function newSigningKey(): Promise<StoredSigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  const publicJwk = await exportJWK(publicKey);
  return {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'ES256' },
    // Supabase's JWKS shape: supabase-js imports it with WebCrypto for `verify`.
    publicJwk: { ...publicJwk, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'], ext: true },
  };
}

export async function newKeyMaterial(jwtSecret?: string): Promise<KeyMaterial> {
  return {
    jwtSecret: jwtSecret ?? randomBytes(32).toString('base64url'),
    publishableKey: `sb_publishable_${randomBytes(24).toString('base64url')}`,
    secretKey: `sb_secret_${randomBytes(24).toString('base64url')}`,
    signingKeys: [await newSigningKey()],
  };
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

function isStoredKey(value: unknown): value is StoredSigningKey {
  return (
    isObject(value) &&
    'kid' in value &&
    typeof value.kid === 'string' &&
    'privateJwk' in value &&
    isObject(value.privateJwk) &&
    'publicJwk' in value &&
    isObject(value.publicJwk)
  );
}

function parseKeyMaterial(text: string): KeyMaterial | undefined {
  const parsed: unknown = JSON.parse(text);
  if (
    !isObject(parsed) ||
    !('jwtSecret' in parsed && typeof parsed.jwtSecret === 'string') ||
    !('publishableKey' in parsed && typeof parsed.publishableKey === 'string') ||
    !('secretKey' in parsed && typeof parsed.secretKey === 'string') ||
    !('signingKeys' in parsed && Array.isArray(parsed.signingKeys))
  )
    return undefined;
  const signingKeys: unknown[] = parsed.signingKeys;
  if (signingKeys.length === 0 || !signingKeys.every(isStoredKey)) return undefined;
  return {
    jwtSecret: parsed.jwtSecret,
    publishableKey: parsed.publishableKey,
    secretKey: parsed.secretKey,
    signingKeys,
  };
}

/**
 * The checkout's key material from `file`, made (random) and written on first use, so that
 * restarts keep sessions and keys valid while no two checkouts share a secret.
 */
export async function loadKeyMaterial(file: string): Promise<KeyMaterial> {
  const existing = await readFile(file, 'utf8').then(parseKeyMaterial, () => undefined);
  if (existing) return existing;
  const made = await newKeyMaterial();
  await saveKeyMaterial(file, made);
  return made;
}

export async function saveKeyMaterial(file: string, material: KeyMaterial): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  // Private keys: readable by the owner only.
  await writeFile(file, `${JSON.stringify(material, null, 2)}\n`, { mode: 0o600 });
}
