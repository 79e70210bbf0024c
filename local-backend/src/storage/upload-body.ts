import { header, type HttpRequest } from '../http/types';
import { storageErrors } from './errors';

export interface UploadBody {
  bytes: Buffer;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** `type/subtype` in lower case, without parameters. */
export function normalizeMime(value: string | undefined | null): string {
  return (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function cacheControlFrom(value: string | undefined | null): string {
  const seconds = /^(?:max-age=)?(\d{1,9})$/.exec((value ?? '').trim())?.[1];
  return `max-age=${seconds ?? '3600'}`;
}

function parseMetadata(text: string | undefined | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    throw storageErrors.invalidRequest('metadata is not valid JSON');
  }
}

/** The type as sent, parameters such as `charset` kept (storage-api stores it whole). */
function contentType(type: string): string {
  return normalizeMime(type) ? type.trim() : 'application/octet-stream';
}

/**
 * What storage-js sends: a multipart form (Blob/File uploads: the file part's type is the
 * object's MIME type, `cacheControl` and `metadata` are fields) or the raw bytes with
 * `content-type`, `cache-control` and base64 `x-metadata` headers.
 */
export async function readUploadBody(request: HttpRequest): Promise<UploadBody> {
  const type = header(request, 'content-type') ?? '';
  if (normalizeMime(type) === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await new Request('http://local/', {
        method: 'POST',
        headers: { 'content-type': type },
        body: new Uint8Array(request.body),
      }).formData();
    } catch {
      throw storageErrors.invalidRequest('The multipart body could not be read');
    }
    let file: File | undefined;
    for (const value of form.values()) {
      if (typeof value !== 'string') {
        file = value;
        break;
      }
    }
    if (!file) throw storageErrors.noContent();
    const cache = form.get('cacheControl');
    const metadata = form.get('metadata');
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      mimeType: contentType(file.type),
      cacheControl: cacheControlFrom(typeof cache === 'string' ? cache : null),
      userMetadata: parseMetadata(typeof metadata === 'string' ? metadata : null),
    };
  }
  const encoded = header(request, 'x-metadata');
  return {
    bytes: request.body,
    mimeType: contentType(type),
    cacheControl: cacheControlFrom(header(request, 'cache-control')),
    userMetadata: parseMetadata(encoded ? Buffer.from(encoded, 'base64').toString('utf8') : null),
  };
}

/** `image/*` style wildcards as Supabase allows them in `allowed_mime_types`. */
export function mimeAllowed(type: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const mimeType = normalizeMime(type);
  return allowed.some((entry) => {
    const rule = normalizeMime(entry);
    if (rule.endsWith('/*')) return mimeType.startsWith(rule.slice(0, -1));
    return rule === mimeType;
  });
}
