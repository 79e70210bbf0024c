export { LoadingState, type LoadingStateProps } from './loading-state';
export {
  SkeletonList,
  CardSkeletonGrid,
  type SkeletonListProps,
  type CardSkeletonGridProps,
} from './skeletons';
export { EmptyState, type EmptyStateProps, type StateAction } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { DataView, mapQuery, type DataQuery, type DataViewProps } from './data-view';
export { visuallyHiddenSx } from './visually-hidden';
export {
  englishStateTexts,
  StateTextsContext,
  useStateTexts,
  type StateTexts,
} from './state-texts';
