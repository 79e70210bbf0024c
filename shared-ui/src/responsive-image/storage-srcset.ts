/**
 * Uploaded images are stored as `<folder>/<uuid>/<width>.webp` in the public `media` bucket,
 * at each standard width below the image's own (largest) width, and the record keeps the URL of
 * the largest. The srcset is therefore known from that one URL (docs/media-and-writing.md).
 */
export const imageWidths = [320, 640, 960, 1280, 1920] as const;

const variantPattern = /^(.*\/storage\/v1\/object\/public\/media\/(?:[^/?#]+\/)+)(\d{2,4})\.webp$/;

/** The widths stored for an image whose largest variant is `largest` pixels wide. */
export function variantWidths(largest: number): number[] {
  return [...imageWidths.filter((width) => width < largest), largest];
}

/** `url 320w, url 640w, …` for an uploaded image; undefined for any other URL. */
export function storageSrcSet(url: string | null | undefined): string | undefined {
  const match = url ? variantPattern.exec(url) : null;
  if (!match?.[1] || !match[2]) return undefined;
  const base = match[1];
  return variantWidths(Number(match[2]))
    .map((width) => `${base}${width}.webp ${width}w`)
    .join(', ');
}

/** The URL of one width's variant (the nearest stored one not below it), for thumbnails. */
export function storageVariant(url: string, width: number): string {
  const match = variantPattern.exec(url);
  if (!match?.[1] || !match[2]) return url;
  const widths = variantWidths(Number(match[2]));
  const chosen = widths.find((w) => w >= width) ?? widths[widths.length - 1];
  return `${match[1]}${chosen}.webp`;
}
