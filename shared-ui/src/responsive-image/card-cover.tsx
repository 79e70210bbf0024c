import Box from '@mui/material/Box';

export interface CardCoverProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** The cover's shape before it loads (the page does not move); CSS draws it at the card's width. */
  width: number;
  height: number;
  /** A card in the first row: its cover is likely the page's largest paint, so it loads first. */
  isPriority: boolean;
  onError: () => void;
}

/** The image across the top of a card; decorative, as the card's title names what it shows. */
export function CardCover({
  src,
  srcSet,
  sizes,
  width,
  height,
  isPriority,
  onError,
}: CardCoverProps) {
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt=""
      width={width}
      height={height}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      onError={onError}
      sx={{
        width: '100%',
        height: 'auto',
        aspectRatio: `${width} / ${height}`,
        objectFit: 'cover',
        display: 'block',
        bgcolor: 'grey.100',
      }}
    />
  );
}
