import {
  BLOG_CATEGORIES,
  blogSchema,
  toBlogRow,
  useBlogActions,
  type BlogFormValues,
} from '@inzira/shared-data/blogs';
import { MultilineInput, SelectInput, TextInput } from '@inzira/shared-ui/form-fields';
import { entityTexts, type EntityConfig } from '../../shared/admin-list/entity-config';
import { CheckboxField } from '../../shared/admin-list/extra-fields';
import { formatLocalDate } from '../../shared/admin-list/format';

const categoryOptions = BLOG_CATEGORIES.map((category) => ({ value: category, label: category }));

/** The category is empty until chosen. */
type BlogDraft = Omit<BlogFormValues, 'category'> & { category: BlogFormValues['category'] | '' };

function BlogFields() {
  return (
    <>
      <TextInput name="title" label="Title" required helperText=" " />
      <SelectInput
        name="category"
        label="Category"
        required
        options={categoryOptions}
        placeholder="Choose a category"
        helperText=" "
      />
      <MultilineInput name="excerpt" label="Excerpt" required minRows={2} helperText=" " />
      <MultilineInput name="content" label="Content" required minRows={6} helperText=" " />
      <TextInput name="author_name" label="Author name" required helperText=" " />
      <TextInput name="author_role" label="Author role" required helperText=" " />
      <TextInput name="image" label="Image URL" type="url" helperText=" " />
      <TextInput name="author_image" label="Author image URL" type="url" helperText=" " />
      <CheckboxField name="is_published" label="Published" />
    </>
  );
}

export const blogsConfig: EntityConfig<'blogs', BlogDraft, BlogFormValues> = {
  resource: 'blogs',
  title: 'Blogs',
  entityName: 'Blog Post',
  texts: entityTexts('Blog post', {
    added: 'Blog post created successfully!',
  }),
  columns: [
    { field: 'title', headerName: 'Title', flex: 2, minWidth: 220 },
    { field: 'category', headerName: 'Category', width: 160 },
    { field: 'author_name', headerName: 'Author', flex: 1, minWidth: 150 },
    {
      field: 'upvotes',
      headerName: 'Reactions',
      width: 110,
      valueFormatter: (_value, row) => `▲ ${row.upvotes} ▼ ${row.downvotes}`,
    },
    {
      field: 'is_published',
      headerName: 'Published',
      width: 100,
      valueFormatter: (_value, row) => (row.is_published ? 'Yes' : 'No'),
    },
    {
      field: 'created_at',
      headerName: 'Date',
      width: 120,
      valueFormatter: (_value, row) => formatLocalDate(row.created_at),
    },
  ],
  form: {
    useSchema: () => blogSchema,
    maxWidth: 'md',
    empty: {
      title: '',
      category: '',
      excerpt: '',
      content: '',
      author_name: '',
      author_role: '',
      image: '',
      author_image: '',
      is_published: true,
    },
    toValues: (row) => ({
      title: row.title,
      category: row.category,
      excerpt: row.excerpt,
      content: row.content,
      author_name: row.author_name,
      author_role: row.author_role,
      image: row.image ?? '',
      author_image: row.author_image ?? '',
      is_published: row.is_published,
    }),
    Fields: BlogFields,
  },
  useActions: () => {
    const actions = useBlogActions();
    return {
      create: (values) => actions.create(toBlogRow(values)),
      // toBlogRow carries neither reactions nor created_at, so an edit keeps them (docs/product-decisions.md, decision 9).
      update: (row, values) => actions.update(row.id, toBlogRow(values)),
      remove: (row) => actions.remove(row.id),
    };
  },
  describe: (row) => row.title,
  details: [
    { label: 'Category', value: (row) => row.category },
    { label: 'Excerpt', value: (row) => row.excerpt },
    { label: 'Content', value: (row) => row.content },
    { label: 'Author', value: (row) => `${row.author_name}, ${row.author_role}` },
    { label: 'Reactions', value: (row) => `${row.upvotes} up, ${row.downvotes} down` },
    { label: 'Published', value: (row) => (row.is_published ? 'Yes' : 'No') },
    { label: 'Date', value: (row) => formatLocalDate(row.created_at) },
  ],
};
