import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

/** What a read hook returns (an SWR response fits as it is). */
export interface DataQuery<T> {
  data?: T | null;
  error?: Error | null;
  isLoading: boolean;
  /** Fetches again: the error's Retry. */
  mutate?: () => unknown;
}

/**
 * A query with its data mapped for a view. It reads only the fields a view shows: spreading an
 * SWR response reads `isValidating` too, which SWR then tracks, so the view rendered again at
 * the start and the end of every revalidation, even with the same data (docs/performance.md).
 */
export function mapQuery<T, U>(query: DataQuery<T>, map: (data: T) => U): DataQuery<U> {
  const { data, error, isLoading, mutate } = query;
  return { data: data == null ? undefined : map(data), error, isLoading, mutate };
}

export interface DataViewProps<T> {
  query: DataQuery<T>;
  /** Shown instead of the error's own message, e.g. "Failed to load our team." */
  errorMessage?: string;
  /** Defaults to "no data, or an empty array". */
  isEmpty?: (data: T) => boolean;
  /**
   * The empty state's title and text, or a quieter element of its own (a line in a panel).
   * Without it an empty answer is data too (a form that shows defaults for missing rows).
   */
  empty?: EmptyStateProps | ReactElement;
  /** Replaces the default spinner, e.g. with a skeleton grid. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

const isEmptyByDefault = (data: unknown) => Array.isArray(data) && data.length === 0;

// The house render order for data views: loading, error (with Retry), empty, data
// (docs/architecture.md, "Conventions"). The lists and panels of both apps render through it,
// so none forgets a state or shows them in another order. Not through it: the admin's data
// grid (its overlays, in shared-ui/src/data-table), the dashboard figures, an event's
// registration count inside a view, and pages of one record, which answer a missing one with
// Not Found.
export function DataView<T>({
  query: { data, error, isLoading, mutate },
  errorMessage,
  isEmpty = isEmptyByDefault,
  empty,
  loading,
  children,
}: DataViewProps<T>) {
  // Loading wins: before the first answer (and in prerendered HTML, where nothing has been
  // fetched) a view is loading, not empty, and a retry after an error is loading too.
  if (error && !isLoading) {
    const onRetry = mutate && (() => void mutate());
    return <ErrorState message={errorMessage ?? error.message} onRetry={onRetry} />;
  }
  if (isLoading || data == null) return <>{loading ?? <LoadingState />}</>;
  if (empty && isEmpty(data)) return isValidElement(empty) ? empty : <EmptyState {...empty} />;
  return <>{children(data)}</>;
}
