import * as yup from 'yup';

const IMAGE_ALT_MAX = 300;

/**
 * A content image's alt text (docs/content-trust.md, "Alt text"): required whenever the record
 * has an image, so no uploaded picture reaches the site without words for screen readers.
 */
export const imageAlt = (imageField = 'image') =>
  yup
    .string()
    .trim()
    .max(IMAGE_ALT_MAX, `Image description must be at most ${IMAGE_ALT_MAX} characters`)
    .default('')
    .when(imageField, {
      is: (image: string | null | undefined) => Boolean(image?.trim()),
      then: (schema) =>
        schema.required('Describe the image for people who cannot see it (alt text)'),
    });
