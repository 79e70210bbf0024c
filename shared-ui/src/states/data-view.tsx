import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

export interface DataViewProps<T> {
  isLoading: boolean;
  /** An Error, a message, or nothing. */
  error?: Error | string | null;
  data?: T | null;
  /** Defaults to "no data, or an empty array". */
  isEmpty?: (data: T) => boolean;
  empty: EmptyStateProps;
  onRetry?: () => void;
  /** Replaces the default spinner, e.g. with a skeleton grid. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

const isEmptyByDefault = (data: unknown) => Array.isArray(data) && data.length === 0;

// Encodes the house render order for data views: loading, error (with
// Retry), empty, data (docs/architecture.md, "Conventions"). A data view renders
// through it so that none forgets a state or shows them in another order.
export function DataView<T>({
  isLoading,
  error,
  data,
  isEmpty = isEmptyByDefault,
  empty,
  onRetry,
  loading,
  children,
}: DataViewProps<T>) {
  if (isLoading && data == null) return <>{loading ?? <LoadingState />}</>;
  if (error) {
    const message = typeof error === 'string' ? error : error.message;
    return <ErrorState message={message} onRetry={onRetry} />;
  }
  if (data == null || isEmpty(data)) return <EmptyState {...empty} />;
  return <>{children(data)}</>;
}
