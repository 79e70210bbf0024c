export {
  mediaBucket,
  mediaErrorMessage,
  mediaFileSizeLimit,
  mediaFolderOf,
  mediaImageTypes,
  removeMediaImage,
  uploadMediaObject,
} from './media-storage';
