import { DataView, LoadingState, type DataQuery } from '@inzira/shared-ui/states';
import type { ReactNode } from 'react';
import { m } from '../paraglide/messages.js';

export interface ListViewProps<T> {
  query: DataQuery<T>;
  /** What the list holds, in the page's language: "our courses" gives "Failed to load our courses." */
  subject: string;
  /** The empty state's title and text. */
  empty: { title: string; text: string };
  /** Replaces the spinner, e.g. with a skeleton of the cards to come. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A public page's list under its section heading (an h2): loading, error and empty states name
 * what is listed, and the empty state's heading is an h3 so the page's outline stays in order.
 */
export function ListView<T>({ query, subject, empty, loading, children }: ListViewProps<T>) {
  return (
    <DataView
      query={query}
      errorMessage={m.list_failed({ subject })}
      loading={loading ?? <LoadingState label={m.list_loading({ subject })} />}
      empty={{ ...empty, headingLevel: 'h3' }}
    >
      {children}
    </DataView>
  );
}
