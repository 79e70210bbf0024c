export { StarRating, ratingLabel } from './star-rating';
export type { StarRatingProps } from './star-rating';
