import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { useAuthClient } from '@inzira/shared-data/client';
import { storageVariant } from '@inzira/shared-ui/responsive-image';
import { useField } from 'formik';
import { useId, useRef, useState, type DragEvent } from 'react';
import { imageFileProblem } from './encode-variants';
import { useMediaSession } from './media-session';
import { uploadImage, type UploadProgress } from './upload-image';
import { errorMessage } from '@inzira/shared-data/errors';

export interface ImageUploadFieldProps {
  /** The form field holding the image URL. */
  name: string;
  label: string;
  /** The media folder, e.g. `posts` or `professionals`. */
  folder: string;
}

/**
 * One image of a record: drop or choose a file (resized and stored as WebP in the media
 * library), see it, replace or remove it, or paste a URL instead. A failed upload leaves the
 * field as it was and says why.
 */
export function ImageUploadField({ name, label, folder }: ImageUploadFieldProps) {
  const client = useAuthClient();
  const session = useMediaSession();
  const [field, meta, helpers] = useField<string | null | undefined>(name);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const value = field.value ?? '';
  const uploading = progress !== null;

  const replaceWith = (next: string) => {
    if (value) session?.discarded(value);
    void helpers.setValue(next);
  };

  const upload = async (file: File | undefined) => {
    if (!file || uploading) return;
    const refusal = imageFileProblem(file);
    setProblem(refusal);
    if (refusal) return;
    try {
      setProgress({ done: 0, total: 1 });
      const url = await uploadImage(client, file, folder, setProgress);
      session?.uploaded(url);
      replaceWith(url);
    } catch (error) {
      setProblem(errorMessage(error, 'The upload failed. Please try again.'));
    } finally {
      setProgress(null);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  };

  const fieldError = meta.touched && meta.error ? meta.error : undefined;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid={`${name}-dropzone`}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: 2,
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          {value ? (
            <Box
              component="img"
              src={storageVariant(value, 320)}
              alt={`${label} preview`}
              sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
            />
          ) : (
            <CloudUploadOutlinedIcon color="action" sx={{ fontSize: 48 }} />
          )}
          <Stack spacing={1} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            <Typography variant="body2" color="text.secondary">
              {value ? 'Drop another image here to replace it.' : 'Drag an image here, or:'}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button
                variant="outlined"
                size="small"
                disabled={uploading}
                onClick={() => input.current?.click()}
              >
                {value ? 'Replace image' : 'Choose image'}
              </Button>
              {value && (
                <Button
                  color="error"
                  size="small"
                  disabled={uploading}
                  onClick={() => replaceWith('')}
                >
                  Remove image
                </Button>
              )}
            </Stack>
            {uploading && (
              <Box>
                <LinearProgress
                  variant="determinate"
                  value={(progress.done / progress.total) * 100}
                  aria-label={`Uploading ${label.toLowerCase()}`}
                />
                <Typography variant="caption" color="text.secondary" role="status">
                  Uploading… {progress.done} of {progress.total} sizes
                </Typography>
              </Box>
            )}
          </Stack>
        </Stack>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          hidden
          aria-label={`${label} file`}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Box>
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <TextField
        name={name}
        label={`${label} URL`}
        type="url"
        size="small"
        fullWidth
        value={value}
        onChange={(event) => replaceWith(event.target.value)}
        onBlur={field.onBlur}
        error={fieldError !== undefined}
        helperText={fieldError ?? 'Or paste the address of an image.'}
        sx={{ mt: 1.5 }}
      />
    </Box>
  );
}
