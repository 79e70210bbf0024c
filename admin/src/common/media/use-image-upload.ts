import { useAuthClient } from '@inzira/shared-data/client';
import { errorMessage } from '@inzira/shared-data/errors';
import { useState } from 'react';
import { imageFileProblem } from './encode-variants';
import { useMediaSession } from './media-session';
import { uploadImage, type UploadProgress } from './upload-image';

/**
 * Stores a chosen image in the media library under `folder`, for a record's image field and for
 * the images inside a post alike: a file that is not an image is refused before any upload, the
 * form's media session hears of the upload (so a form left unsaved removes it), and a refusal or
 * a failure leaves its reason in `problem`.
 */
export function useImageUpload(folder: string) {
  const client = useAuthClient();
  const session = useMediaSession();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  /** The stored image's URL, or null when the file was refused or the upload failed. */
  const upload = async (file: File): Promise<string | null> => {
    const refusal = imageFileProblem(file);
    setProblem(refusal);
    if (refusal) return null;
    try {
      setProgress({ done: 0, total: 1 });
      const url = await uploadImage(client, file, folder, setProgress);
      session?.uploaded(url);
      return url;
    } catch (error) {
      setProblem(errorMessage(error, 'The upload failed. Please try again.'));
      return null;
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress, problem, clearProblem: () => setProblem(null) };
}
