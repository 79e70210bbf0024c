import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { storageSrcSet } from './storage-srcset';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** How wide the image is drawn, e.g. `(min-width: 900px) 50vw, 100vw`. */
  sizes: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Intrinsic size, so the page keeps its place before the image loads (set CSS height: auto). */
  width?: number;
  height?: number;
  sx?: SxProps<Theme>;
}

/**
 * An `<img>` that lets the browser pick the stored width it needs: uploaded images carry a
 * `srcset` built from their storage URL; any other URL is shown as it is.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  loading = 'lazy',
  fetchPriority,
  width,
  height,
  sx,
}: ResponsiveImageProps) {
  const srcSet = storageSrcSet(src);
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      width={width}
      height={height}
      sx={sx}
    />
  );
}
