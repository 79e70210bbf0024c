import type { LocalizedTestimonial } from '@inzira/shared-data/testimonials';
import type { Testimonial } from '@inzira/shared-ui/testimonial';
import { inEnglishOn } from '../../common/translation-note';

/** Database row to the card's shape; the modal applies the video and full-story fallbacks. */
export function toCardTestimonial(row: LocalizedTestimonial): Testimonial {
  return {
    id: row.id,
    quote: row.quote,
    author: row.author,
    role: row.role,
    company: row.company,
    videoUrl: row.video_url,
    fullStory: row.full_story,
    inOtherLanguage: inEnglishOn(row.missing),
  };
}
