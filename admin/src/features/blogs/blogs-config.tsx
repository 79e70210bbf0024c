import {
  BLOG_CATEGORIES,
  blogSchema,
  publicationOf,
  toBlogRow,
  useBlogActions,
  type BlogFormValues,
} from '@inzira/shared-data/blogs';
import { toKigaliInput } from '@inzira/shared-data/kigali-input';
import * as column from '../../common/admin-list/columns';
import { named, rowActions } from '../../common/admin-list/config-parts';
import { entityTexts, type EntityConfig } from '../../common/admin-list/entity-config';
import { formatDateTime } from '../../common/admin-list/format';
import * as field from '../../common/admin-list/fields';
import { formValues } from '../../common/admin-list/form-values';
import { publicationDate, publicationStatus } from './blog-dates';
import { markdownImageUrls, type BlogDraft } from './blog-draft';
import { ContentField, PostImage, SlugField } from './blog-fields';
import { PublicationField } from './publication-field';

const categoryOptions = BLOG_CATEGORIES.map((category) => ({ value: category, label: category }));

const empty: BlogDraft = {
  title: '',
  category: '',
  excerpt: '',
  content: '',
  author_name: '',
  author_role: '',
  image: '',
  image_alt: '',
  author_image: '',
  slug: '',
  seo_title: '',
  seo_description: '',
  publication: 'draft',
  scheduled_for: '',
  published_at: null,
};

export const blogsConfig: EntityConfig<'blogs', BlogDraft, BlogFormValues> = {
  ...named(
    'blogs',
    'Blogs',
    'Blog Post',
    entityTexts('Blog post', { added: 'Blog post created successfully!' }),
  ),
  revisions: 'blogs',
  translations: 'blogs',
  columns: [
    column.text('title', 'Title', 220, 2),
    column.fixed('category', 'Category', 160),
    column.text('author_name', 'Author', 150),
    column.formatted('upvotes', 'Reactions', (row) => `▲ ${row.upvotes} ▼ ${row.downvotes}`, 110),
    column.formatted('is_published', 'Status', (row) => publicationStatus(row), 110),
    column.formatted('published_at', 'Date', (row) => publicationDate(row), 230),
    column.translations('blogs'),
  ],
  form: {
    useSchema: () => blogSchema,
    empty,
    // The row holds one publication instant; the form, the choice and its Kigali wall time.
    toValues: (row) => ({
      ...formValues(empty, row),
      publication: publicationOf(row),
      scheduled_for: toKigaliInput(row.published_at),
      published_at: row.published_at,
    }),
    Fields: field.list(
      field.text('title', 'Title', { required: true }),
      <SlugField key="slug" />,
      field.select('category', 'Category', categoryOptions, {
        required: true,
        placeholder: 'Choose a category',
      }),
      field.multiline('excerpt', 'Excerpt', { required: true, minRows: 2 }),
      <ContentField key="content" />,
      <PostImage key="image" name="image" label="Image" folder="posts" />,
      field.imageAlt('image_alt', 'image'),
      field.text('author_name', 'Author name', { required: true }),
      field.text('author_role', 'Author role', { required: true }),
      <PostImage key="author_image" name="author_image" label="Author image" folder="authors" />,
      field.text('seo_title', 'SEO headline', {
        hint: 'Shown in search results and browser tabs instead of the title (optional).',
      }),
      field.multiline('seo_description', 'SEO description', {
        minRows: 2,
        hint: 'One or two sentences for search results; the excerpt when empty.',
      }),
      <PublicationField key="publication" />,
    ),
    // The editor and its preview want the room.
    maxWidth: 'md',
  },
  // toBlogRow carries neither reactions nor created_at, so an edit keeps them (docs/product-decisions.md, decision 9).
  useActions: rowActions(useBlogActions, toBlogRow),
  images: (row) => [row.image, row.author_image, ...markdownImageUrls(row.content)],
  describe: (row) => row.title,
  details: [
    { label: 'Category', value: (row) => row.category },
    { label: 'Excerpt', value: (row) => row.excerpt },
    { label: 'Content', value: (row) => row.content },
    { label: 'Author', value: (row) => `${row.author_name}, ${row.author_role}` },
    { label: 'Reactions', value: (row) => `${row.upvotes} up, ${row.downvotes} down` },
    { label: 'Status', value: (row) => publicationStatus(row) },
    { label: 'Address', value: (row) => `/resources/blog/${row.slug}` },
    { label: 'Date', value: (row) => publicationDate(row) },
    { label: 'Created', value: (row) => formatDateTime(row.created_at) },
  ],
};
