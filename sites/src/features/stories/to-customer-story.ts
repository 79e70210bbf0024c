import type { CustomerStoryRow } from '@inzira/shared-data/testimonials';
import type { CustomerStory } from '@inzira/shared-ui/story-block';
import { inEnglishOn } from '../../common/translation-note';

/** The story block's view of a testimonial told in full. */
export function toCustomerStory(row: CustomerStoryRow): CustomerStory {
  return {
    id: row.id,
    author: row.author,
    authorImage: row.author_image,
    role: row.role,
    company: row.company,
    rating: row.rating,
    headline: row.headline,
    featuredQuote: row.quote,
    testimonial: row.full_story,
    image: row.story_image,
    imageAlt: row.story_image_alt,
    videoUrl: row.video_url,
    results: row.results,
    inOtherLanguage: inEnglishOn(row.missing),
  };
}
