import { variantWidths } from '@inzira/shared-ui/responsive-image';
import { mediaImageTypes } from '@inzira/shared-data/media';

/** Largest width stored: enough for a full-width image on a wide, dense screen. */
export const maxStoredWidth = 1920;
/** What an administrator may pick (the stored WebP files are far smaller). */
export const maxSourceBytes = 25 * 1024 * 1024;

export interface ImageVariant {
  width: number;
  blob: Blob;
}

function toBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', 0.82));
}

/** Why a picked file cannot be used, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!mediaImageTypes.includes(file.type)) {
    return `"${file.name}" is not an image this site accepts: use a JPEG, PNG, WebP, GIF or AVIF file.`;
  }
  if (file.size > maxSourceBytes) {
    return `"${file.name}" is too large (${(file.size / 1024 / 1024).toFixed(1)} MB): the limit is 25 MB.`;
  }
  return null;
}

/**
 * Decodes the picked image once and re-encodes it as WebP at each standard width up to its own
 * (at most 1920 px), so the site can offer phones a small file (docs/media-and-writing.md).
 */
export async function encodeVariants(file: File): Promise<ImageVariant[]> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(`"${file.name}" could not be read as an image.`);
  }
  try {
    const largest = Math.min(bitmap.width, maxStoredWidth);
    const variants: ImageVariant[] = [];
    for (const width of variantWidths(largest)) {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
      const context = canvas.getContext('2d');
      if (!context) throw new Error('This browser cannot resize images.');
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const blob = await toBlob(canvas);
      if (!blob || blob.type !== 'image/webp') {
        throw new Error('This browser cannot save WebP images: please use a current browser.');
      }
      variants.push({ width, blob });
    }
    return variants;
  } finally {
    bitmap.close();
  }
}
