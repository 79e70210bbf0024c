export { RevisionHistoryButton } from './revision-history-button';
