import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { storageVariant } from '@inzira/shared-ui/responsive-image';
import { useField } from 'formik';
import { useState, type DragEvent } from 'react';
import { ImageFileButton, UploadProblem } from './image-picker';
import { useMediaSession } from './media-session';
import { useImageUpload } from './use-image-upload';

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
  const session = useMediaSession();
  const [field, meta, helpers] = useField<string | null | undefined>(name);
  const { upload: store, progress, problem, clearProblem } = useImageUpload(folder);
  const [dragging, setDragging] = useState(false);
  const value = field.value ?? '';
  const uploading = progress !== null;

  const replaceWith = (next: string) => {
    if (value) session?.discarded(value);
    void helpers.setValue(next);
  };

  const upload = async (file: File | undefined) => {
    if (!file || uploading) return;
    const url = await store(file);
    if (url) replaceWith(url);
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
              <ImageFileButton
                inputLabel={`${label} file`}
                disabled={uploading}
                onChoose={(file) => void upload(file)}
              >
                {value ? 'Replace image' : 'Choose image'}
              </ImageFileButton>
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
      </Box>
      <UploadProblem problem={problem} onClose={clearProblem} />
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
