import type { ProfessionalsRowsTexts } from '@inzira/shared-ui/professionals';
import { m } from '../../paraglide/messages.js';
import { carouselTexts } from './carousel-texts';

/** A professional card's "42 tasks completed". */
export const tasksText = (count: number): string => m.professionals_tasks({ count });

export const professionalsRowsTexts = (): ProfessionalsRowsTexts => ({
  loading: m.professionals_loading(),
  emptyTitle: m.professionals_empty_title(),
  emptyText: m.professionals_empty_text(),
  activeCount: (count) => m.professionals_active_count({ count }),
  firstRow: m.professionals_first_row(),
  secondRow: m.professionals_second_row(),
  tasks: tasksText,
  carousel: carouselTexts(),
});
