import sharp, { type FormatEnum, type ResizeOptions } from 'sharp';
import { HttpError } from '../http/types';
import { storageError } from './errors';
import { clampSize, type TransformOptions } from './image-options';

/**
 * The imgproxy part of Supabase's image transformations, done with sharp (libvips): resize as
 * `cover` (crop to fill), `contain` (fit inside) or `fill` (stretch), never enlarging, EXIF
 * orientation applied and metadata stripped, quality 80 unless given, WebP when the browser
 * accepts it unless `format=origin` (docs/storage-fidelity.md, "Image transformations").
 */

/** Supabase's limits on a source image: 25 MB and 50 megapixels. */
const maxSourceBytes = 25 * 1024 * 1024;
const maxSourcePixels = 50_000_000;
const renderTimeoutSeconds = 20;
const defaultQuality = 80;

type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'tiff';

/** Decoded formats and what each is written back as (sharp calls AVIF input `heif`). */
const sameFormat: Partial<Record<keyof FormatEnum, OutputFormat>> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  heif: 'avif',
  gif: 'gif',
  tiff: 'tiff',
};

const lossy = new Set<OutputFormat>(['jpeg', 'webp', 'avif']);

const fits = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;

const positions: Record<NonNullable<TransformOptions['gravity']>, ResizeOptions['position']> = {
  no: 'north',
  so: 'south',
  ea: 'east',
  we: 'west',
  noea: 'northeast',
  nowe: 'northwest',
  soea: 'southeast',
  sowe: 'southwest',
  ce: 'centre',
  sm: sharp.strategy.attention,
  fp: 'centre',
};

/** storage-api's answers for images imgproxy refuses (client errors, HTTP 400). */
const refused = (message: string) => storageError(400, 'InvalidRequest', message);
const tooManyPixels = () => refused('The source image resolution is too large to process');
const unsupported = () => refused('The source image is invalid or unsupported for rendering');

export interface RenderedImage {
  bytes: Buffer;
  mimeType: string;
}

function outputFormat(
  source: OutputFormat,
  options: TransformOptions,
  accept: string | undefined,
): OutputFormat {
  if (options.format === 'webp' || options.format === 'avif') return options.format;
  if (options.format !== 'origin' && accept?.includes('image/webp')) return 'webp';
  return source;
}

export async function renderImage(
  bytes: Buffer,
  options: TransformOptions,
  accept: string | undefined,
): Promise<RenderedImage> {
  if (bytes.length > maxSourceBytes) refusedTooLarge();
  const input = () => sharp(bytes, { limitInputPixels: maxSourcePixels });
  let source: OutputFormat | undefined;
  try {
    const metadata = await input().metadata();
    source = metadata.format ? sameFormat[metadata.format] : undefined;
    if (metadata.width * metadata.height > maxSourcePixels) {
      throw tooManyPixels();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /pixel limit/.test(error.message)) throw tooManyPixels();
    throw unsupported();
  }
  if (!source) throw unsupported();
  const format = outputFormat(source, options, accept);
  let image = input().rotate();
  if (options.width || options.height) {
    image = image.resize({
      width: options.width ? clampSize(options.width) : undefined,
      height: options.height ? clampSize(options.height) : undefined,
      fit: fits[options.resize ?? 'cover'],
      position: positions[options.gravity ?? 'ce'],
      withoutEnlargement: true,
    });
  }
  const quality = options.quality ?? defaultQuality;
  image = image
    .toFormat(format, lossy.has(format) ? { quality } : {})
    .timeout({ seconds: renderTimeoutSeconds });
  try {
    return { bytes: await image.toBuffer(), mimeType: `image/${format}` };
  } catch (error) {
    if (error instanceof Error && /timeout/i.test(error.message)) {
      throw storageError(408, 'InvalidRequest', 'Image request timed out');
    }
    throw unsupported();
  }
}

function refusedTooLarge(): never {
  throw refused('The source image file is too large to process');
}
