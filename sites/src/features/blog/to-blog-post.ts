import type { LocalizedBlog } from '@inzira/shared-data/blogs';
import type { BlogPost, BlogSummary } from '@inzira/shared-ui/blog';
import { inEnglishOn } from '../../common/translation-note';
import { siteLocale } from '../../i18n/site-locale';
import { categoryLabel } from './category-label';

/** A post's card, linking to its address in the page's language. */
export function toBlogSummary(row: LocalizedBlog): BlogSummary {
  return {
    id: row.id,
    slug: row.slugs[siteLocale()],
    title: row.title,
    excerpt: row.excerpt,
    // The chip's text: the category's name in the page's language.
    category: categoryLabel(row.category),
    image: row.image,
    imageAlt: row.image_alt,
    authorName: row.author_name,
    // The date visitors see is when the post went online.
    createdAt: row.published_at ?? row.created_at,
    inOtherLanguage: inEnglishOn(row.missing),
  };
}

export function toBlogPost(row: LocalizedBlog): BlogPost {
  return {
    ...toBlogSummary(row),
    content: row.content,
    authorRole: row.author_role,
    authorImage: row.author_image,
    reactions: { upvotes: row.upvotes, downvotes: row.downvotes },
  };
}
