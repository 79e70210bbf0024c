import { publicationOf } from '@inzira/shared-data/blogs';
import { formatDate, formatDateTime } from '../../common/admin-list/format';

interface DatedPost {
  is_published: boolean;
  published_at: string | null;
  created_at: string;
}

/** Draft, Scheduled or Published, as the list's status column reads it. */
export function publicationStatus(row: DatedPost): string {
  const publication = publicationOf(row);
  if (publication === 'draft') return 'Draft';
  if (publication === 'schedule') return 'Scheduled';
  return 'Published';
}

/**
 * The date that matters for the post's state (docs/leads.md, "Blog list"): when a scheduled
 * post goes live, when a published one went online, and when a draft was started. A post
 * published before the publication instant was kept has only its creation time.
 */
export function publicationDate(row: DatedPost): string {
  const publication = publicationOf(row);
  if (publication === 'draft') return `Created ${formatDate(row.created_at)}`;
  if (publication === 'schedule') return `Goes live ${formatDateTime(row.published_at)}`;
  return formatDateTime(row.published_at ?? row.created_at);
}
