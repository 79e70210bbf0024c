import Rating from '@mui/material/Rating';

export interface StarRatingProps {
  /** 0 to 5; halves are shown. */
  value: number;
  size?: 'small' | 'medium' | 'large';
}

export const ratingLabel = (value: number): string =>
  `Rated ${Math.round(value * 10) / 10} out of 5`;

export function StarRating({ value, size = 'medium' }: StarRatingProps) {
  const clamped = Math.min(5, Math.max(0, value));
  // A read-only Rating renders one role="img" named by getLabelText, which MUI calls with
  // the value rounded to the star precision; the label reads the exact rating instead.
  return (
    <Rating
      value={clamped}
      max={5}
      precision={0.5}
      readOnly
      size={size}
      getLabelText={() => ratingLabel(clamped)}
    />
  );
}
