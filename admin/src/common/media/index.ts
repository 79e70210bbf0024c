export { ImageAltField } from './image-alt-field';
export { ImageUploadField } from './image-upload-field';
export type { ImageUploadFieldProps } from './image-upload-field';
export { ImageFileButton, UploadProblem, type ImageFileButtonProps } from './image-picker';
export { useImageUpload } from './use-image-upload';
export { MediaSessionProvider, useMediaSessionState, type MediaSession } from './media-session';
