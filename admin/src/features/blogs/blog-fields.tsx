import { BLOG_CATEGORIES, slugify } from '@inzira/shared-data/blogs';
import { MultilineInput, SelectInput, TextInput } from '@inzira/shared-ui/form-fields';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useFormikContext } from 'formik';
import { lazyNamed } from '@inzira/shared-ui/lazy';
import { Suspense, useEffect, useRef } from 'react';
import { env } from '../../config/env';
import { ImageUploadField } from '../../common/media';
import { PublicationField } from './publication-field';
import type { BlogDraft } from './blog-draft';

// The editor is the heaviest part of the back-office: it loads when a post form opens.
const MarkdownEditor = lazyNamed(() => import('./markdown-editor'), 'MarkdownEditor');

const categoryOptions = BLOG_CATEGORIES.map((category) => ({ value: category, label: category }));

/** Follows the title while the slug is still the one made from it (or empty). */
function useSlugFromTitle() {
  const { values, setFieldValue } = useFormikContext<BlogDraft>();
  const previousTitle = useRef(values.title);
  useEffect(() => {
    const follows = values.slug === '' || values.slug === slugify(previousTitle.current);
    previousTitle.current = values.title;
    if (follows && values.title.trim() !== '') void setFieldValue('slug', slugify(values.title));
    // Only a title change moves the slug; an edited slug stays as typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values.title]);
  return values;
}

export function BlogFields() {
  const values = useSlugFromTitle();
  const postUrl = `${env.siteUrl}/resources/blog/${values.slug}`;
  const live = values.publication === 'publish' && values.published_at !== null;
  return (
    <>
      <TextInput name="title" label="Title" required helperText=" " />
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
      <SelectInput
        name="category"
        label="Category"
        required
        options={categoryOptions}
        placeholder="Choose a category"
        helperText=" "
      />
      <MultilineInput name="excerpt" label="Excerpt" required minRows={2} helperText=" " />
      <Suspense fallback={<Typography>Loading the editor…</Typography>}>
        <MarkdownEditor name="content" label="Content" />
      </Suspense>
      <Stack spacing={2} sx={{ my: 2 }}>
        <ImageUploadField name="image" label="Image" folder="posts" />
      </Stack>
      <TextInput name="author_name" label="Author name" required helperText=" " />
      <TextInput name="author_role" label="Author role" required helperText=" " />
      <Stack spacing={2} sx={{ mb: 2 }}>
        <ImageUploadField name="author_image" label="Author image" folder="authors" />
      </Stack>
      <TextInput
        name="seo_title"
        label="SEO headline"
        helperText="Shown in search results and browser tabs instead of the title (optional)."
      />
      <MultilineInput
        name="seo_description"
        label="SEO description"
        minRows={2}
        helperText="One or two sentences for search results; the excerpt when empty."
      />
      <PublicationField />
    </>
  );
}
