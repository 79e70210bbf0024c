export { RevisionHistoryButton } from './revision-history-button';
export { fieldLabel } from './revision-changes';
