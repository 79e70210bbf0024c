import { slugify } from '@inzira/shared-data/blogs';
import { TextInput } from '@inzira/shared-ui/form-fields';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useFormikContext } from 'formik';
import { lazyNamed } from '@inzira/shared-ui/lazy';
import { Suspense, useEffect, useRef } from 'react';
import { env } from '../../config/env';
import { ImageUploadField } from '../../common/media';
import type { BlogDraft } from './blog-draft';

const MarkdownEditor = lazyNamed(() => import('./markdown-editor'), 'MarkdownEditor');

/** Follows the title while the slug is still the one made from it (or empty). */
function useSlugFromTitle() {
  const { values, setFieldValue } = useFormikContext<BlogDraft>();
  const previousTitle = useRef(values.title);
  useEffect(() => {
    // Only a title change moves the slug; an edited slug stays as typed.
    if (values.title === previousTitle.current) return;
    const follows = values.slug === '' || values.slug === slugify(previousTitle.current);
    previousTitle.current = values.title;
    if (follows && values.title.trim() !== '') void setFieldValue('slug', slugify(values.title));
  }, [values.title, values.slug, setFieldValue]);
  return values;
}

/** The post's address: made from the title until edited, with a link once the post is live. */
export function SlugField() {
  const values = useSlugFromTitle();
  const postUrl = `${env.siteUrl}/resources/blog/${values.slug}`;
  const live = values.publication === 'publish' && values.published_at !== null;
  return (
    <>
      <TextInput
        name="slug"
        label="Slug"
        helperText={values.slug ? `Address: /resources/blog/${values.slug}` : 'Made from the title'}
      />
      {live && values.slug && (
        <Link href={postUrl} target="_blank" rel="noopener noreferrer" sx={{ mb: 2 }}>
          View on site <OpenInNewIcon fontSize="inherit" sx={{ verticalAlign: 'middle' }} />
        </Link>
      )}
    </>
  );
}

/** The markdown editor, the heaviest part of the back-office: it loads when a post form opens. */
export function ContentField() {
  return (
    <Suspense fallback={<Typography>Loading the editor…</Typography>}>
      <MarkdownEditor name="content" label="Content" />
    </Suspense>
  );
}

/** An image of the post, spaced from the text inputs around it. */
export function PostImage({
  name,
  label,
  folder,
}: {
  name: string;
  label: string;
  folder: string;
}) {
  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <ImageUploadField name={name} label={label} folder={folder} />
    </Stack>
  );
}
