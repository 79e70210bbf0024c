export { competitionHighlights } from './competition-highlights';
