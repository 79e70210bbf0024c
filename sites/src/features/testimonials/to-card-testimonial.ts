import type { Testimonial as TestimonialRow } from '@inzira/shared-data/testimonials';
import type { Testimonial } from '@inzira/shared-ui/testimonial';

/** Database row to the card's shape; the modal applies the video and full-story fallbacks. */
export function toCardTestimonial(row: TestimonialRow): Testimonial {
  return {
    id: row.id,
    quote: row.quote,
    author: row.author,
    role: row.role,
    company: row.company,
    videoUrl: row.video_url,
    fullStory: row.full_story,
  };
}
