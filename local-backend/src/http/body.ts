import type { IncomingMessage } from 'node:http';
import { HttpError } from './types';

export const maxBodyBytes = 1024 * 1024;

const tooLarge = (limit: number) =>
  new HttpError(413, {
    code: 'PGRST413',
    message: 'Payload Too Large',
    details: `The request body exceeds ${limit} bytes`,
    hint: null,
  });

/** Reads the whole body, refusing (413) anything over the limit before buffering it all. */
export async function readBody(
  request: IncomingMessage,
  limit: number = maxBodyBytes,
  refuse: (limit: number) => HttpError = tooLarge,
): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? '0');
  if (declared > limit) {
    request.resume();
    throw refuse(limit);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) {
      request.resume();
      throw refuse(limit);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** Parses a JSON body; malformed JSON is PostgREST's PGRST102 (400). */
export function parseJsonBody(body: Buffer): unknown {
  const text = body.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, {
      code: 'PGRST102',
      message: 'Empty or invalid json',
      details: error instanceof Error ? error.message : null,
      hint: null,
    });
  }
}
