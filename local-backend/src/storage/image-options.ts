import { storageError } from './errors';

/**
 * Image transformation options as Supabase Storage takes them (`?width=&height=&resize=
 * &quality=&format=&gravity=` on `/render/image/...`, or `transform` when signing a URL) and
 * the segments it names them by: the `X-Transformations` header and the signed token's
 * `transformations` claim (docs/storage-fidelity.md, "Image transformations").
 */
export interface TransformOptions {
  width?: number;
  height?: number;
  resize?: 'cover' | 'contain' | 'fill';
  format?: 'origin' | 'avif' | 'webp';
  quality?: number;
  gravity?: Gravity;
  x_offset?: number;
  y_offset?: number;
}

const gravities = [
  'no',
  'so',
  'ea',
  'we',
  'noea',
  'nowe',
  'soea',
  'sowe',
  'ce',
  'sm',
  'fp',
] as const;
type Gravity = (typeof gravities)[number];
const resizes = ['cover', 'contain', 'fill'] as const;
const formats = ['origin', 'avif', 'webp'] as const;

/** Supabase's bounds: 1 to 2500 pixels a side (larger values are clamped), quality 20 to 100. */
export const sizeLimits = { min: 1, max: 2500 };
const qualityLimits = { min: 20, max: 100 };

const invalid = (path: string, rule: string) =>
  storageError(400, 'InvalidRequest', `${path} ${rule}`);

/** Query strings are coerced as the server's schema validator does: numbers from digits. */
function coerced(value: unknown): unknown {
  if (typeof value !== 'string' || !/^-?\d+(?:\.\d+)?$/.test(value)) return value;
  return Number(value);
}

function integer(source: Record<string, unknown>, key: string, path: string, min: number) {
  const value = coerced(source[key]);
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw invalid(`${path}/${key}`, 'must be integer');
  }
  if (value < min) throw invalid(`${path}/${key}`, `must be >= ${min}`);
  return value;
}

function oneOf<T extends string>(
  source: Record<string, unknown>,
  key: string,
  path: string,
  allowed: readonly T[],
): T | undefined {
  const value = source[key];
  if (value === undefined) return undefined;
  const match = allowed.find((entry) => entry === value);
  if (match === undefined) {
    throw invalid(`${path}/${key}`, 'must be equal to one of the allowed values');
  }
  return match;
}

function offset(source: Record<string, unknown>, key: string, path: string) {
  const value = coerced(source[key]);
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw invalid(`${path}/${key}`, 'must be number');
  }
  return value;
}

/** Validates options from a query string (`path` "querystring") or a JSON body. */
export function transformOptions(source: Record<string, unknown>, path: string): TransformOptions {
  const options: TransformOptions = {
    width: integer(source, 'width', path, 0),
    height: integer(source, 'height', path, 0),
    resize: oneOf(source, 'resize', path, resizes),
    format: oneOf(source, 'format', path, formats),
    quality: integer(source, 'quality', path, qualityLimits.min),
    gravity: oneOf(source, 'gravity', path, gravities),
    x_offset: offset(source, 'x_offset', path),
    y_offset: offset(source, 'y_offset', path),
  };
  if (options.quality !== undefined && options.quality > qualityLimits.max) {
    throw invalid(`${path}/quality`, `must be <= ${qualityLimits.max}`);
  }
  if (options.gravity === 'fp') {
    const inside = (value: number | undefined) => value !== undefined && value >= 0 && value <= 1;
    if (!inside(options.x_offset) || !inside(options.y_offset)) {
      throw storageError(
        400,
        'InvalidParameter',
        'Focal point requires x and y coordinates within 0-1 range',
      );
    }
  }
  return options;
}

export function queryOptions(params: URLSearchParams): TransformOptions {
  const source: Record<string, unknown> = {};
  for (const key of params.keys()) source[key] = params.get(key);
  return transformOptions(source, 'querystring');
}

export const clampSize = (value: number) =>
  Math.min(Math.max(value, sizeLimits.min), sizeLimits.max);

/** The resize mode's name in the `X-Transformations` header (imgproxy's). */
const resizingType = { cover: 'fill', contain: 'fit', fill: 'force' } as const;

/**
 * Segments as storage-api writes them: `keepOriginal` for a signed token (`resize:<as given>`),
 * else for the answer's `X-Transformations` (`resizing_type:<imgproxy's name>`).
 */
export function transformSegments(options: TransformOptions, keepOriginal = false): string[] {
  const segments: string[] = [];
  if (options.height) segments.push(`height:${clampSize(options.height)}`);
  if (options.width) segments.push(`width:${clampSize(options.width)}`);
  if (options.width || options.height) {
    segments.push(
      keepOriginal
        ? `resize:${options.resize ?? 'undefined'}`
        : `resizing_type:${resizingType[options.resize ?? 'cover']}`,
    );
  }
  if (options.quality) segments.push(`quality:${options.quality}`);
  if (options.format && options.format !== 'origin') segments.push(`format:${options.format}`);
  if (options.gravity) {
    const { x_offset: x, y_offset: y } = options;
    segments.push(
      x === undefined && y === undefined
        ? `gravity:${options.gravity}`
        : `gravity:${options.gravity}:${x ?? 0}:${y ?? 0}`,
    );
  }
  return segments;
}

/**
 * A signed token's `transformations` back into options. The token is ours, but its values are
 * still read defensively: unknown names and non-numbers are dropped, sizes clamped later.
 */
export function optionsFromSegments(transformations: string): TransformOptions {
  const options: TransformOptions = {};
  for (const segment of transformations.split(',')) {
    const [name, value = '', x, y] = segment.split(':');
    const number = Number.parseInt(value, 10);
    if (value === '') continue;
    if (name === 'height' && number > 0) options.height = number;
    else if (name === 'width' && number > 0) options.width = number;
    else if (name === 'quality' && number > 0) {
      options.quality = Math.min(Math.max(number, qualityLimits.min), qualityLimits.max);
    } else if (name === 'resize') options.resize = resizes.find((r) => r === value);
    else if (name === 'format') options.format = formats.find((f) => f === value);
    else if (name === 'gravity') {
      options.gravity = gravities.find((g) => g === value);
      const [xOffset, yOffset] = [Number.parseFloat(x ?? ''), Number.parseFloat(y ?? '')];
      if (Number.isFinite(xOffset)) options.x_offset = xOffset;
      if (Number.isFinite(yOffset)) options.y_offset = yOffset;
    }
  }
  return options;
}
