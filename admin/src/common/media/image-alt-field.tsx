import { TextInput } from '@inzira/shared-ui/form-fields';
import { useField } from 'formik';

export interface ImageAltFieldProps {
  /** The form field holding the alt text. */
  name: string;
  /** The form field holding the image it describes. */
  imageName: string;
}

/**
 * The words a screen reader says for a content image (docs/content-trust.md, "Alt text"),
 * required while the record has an image; the form's schema enforces it.
 */
export function ImageAltField({ name, imageName }: ImageAltFieldProps) {
  const [image] = useField<string | null | undefined>(imageName);
  const hasImage = Boolean(image.value?.trim());
  return (
    <TextInput
      name={name}
      label="Alt text: what the image shows"
      required={hasImage}
      helperText="What the image shows, for people who cannot see it, e.g. “Team planning a coffee campaign at a whiteboard”."
    />
  );
}
