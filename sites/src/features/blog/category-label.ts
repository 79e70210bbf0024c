import type { BlogCategory } from '@inzira/shared-data/blogs';
import { m } from '../../paraglide/messages.js';

/**
 * A post category's name in the page's language. The categories are the database's enum
 * (English values, which stay the stored and filtered ones); visitors read their names.
 */
export function categoryLabel(category: BlogCategory): string {
  switch (category) {
    case 'Event Management':
      return m.blog_category_event_management();
    case 'Marketing':
      return m.blog_category_marketing();
    case 'Protocol':
      return m.blog_category_protocol();
    case 'Technology':
      return m.blog_category_technology();
  }
}
