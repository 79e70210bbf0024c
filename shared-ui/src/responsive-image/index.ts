export { ResponsiveImage } from './responsive-image';
export type { ResponsiveImageProps } from './responsive-image';
export { imageWidths, storageSrcSet, storageVariant, variantWidths } from './storage-srcset';
