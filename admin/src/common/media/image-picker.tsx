import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useRef, type ReactNode } from 'react';

// The pieces the image field and the post's "Insert image" share around useImageUpload.

export interface ImageFileButtonProps {
  /** The file input's own name, e.g. "Image file": it stays hidden behind the button. */
  inputLabel: string;
  disabled: boolean;
  onChoose: (file: File) => void;
  children: ReactNode;
}

/** A button that opens the device's file picker for one image. */
export function ImageFileButton({
  inputLabel,
  disabled,
  onChoose,
  children,
}: ImageFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        hidden
        aria-label={inputLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onChoose(file);
          // Emptied, so that choosing the same file again is a change too.
          event.target.value = '';
        }}
      />
    </>
  );
}

/** Why the last image was refused or not stored, until dismissed. */
export function UploadProblem({
  problem,
  onClose,
}: {
  problem: string | null;
  onClose: () => void;
}) {
  if (!problem) return null;
  return (
    <Alert severity="error" sx={{ mt: 1 }} onClose={onClose}>
      {problem}
    </Alert>
  );
}
