import type { CarouselTexts } from '@inzira/shared-ui/carousel';
import { m } from '../../paraglide/messages.js';

/** The marquees' pause button in the page's language (docs/languages.md). */
export const carouselTexts = (): CarouselTexts => ({
  play: (label) => m.carousel_play({ label }),
  pause: (label) => m.carousel_pause({ label }),
});
