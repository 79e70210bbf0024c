export { ImageUploadField } from './image-upload-field';
export type { ImageUploadFieldProps } from './image-upload-field';
export {
  MediaSessionProvider,
  useMediaSession,
  useMediaSessionState,
  type MediaSession,
} from './media-session';
export { uploadImage, type UploadProgress } from './upload-image';
export { imageFileProblem } from './encode-variants';
