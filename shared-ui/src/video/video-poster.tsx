import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useVideoTexts } from './video-texts';

export const DEFAULT_POSTER = '/media/default-poster.svg';

export const controlSx = {
  bgcolor: 'rgba(0, 0, 0, 0.72)',
  color: 'common.white',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.88)' },
} as const;

/** The dark 16:9 frame every video sits in. */
export const frameSx = {
  position: 'relative',
  width: '100%',
  borderRadius: 2,
  overflow: 'hidden',
  bgcolor: 'grey.900',
} as const;

const posterImageSx = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' };

export interface VideoPosterProps {
  poster: string;
  title: string;
  onPlay: () => void;
}

/** The poster with one play button: nothing is loaded before the visitor presses it. */
export function VideoPoster({ poster, title, onPlay }: VideoPosterProps) {
  const texts = useVideoTexts();
  return (
    <>
      <Box component="img" src={poster} alt="" sx={posterImageSx} />
      <IconButton
        aria-label={texts.playVideo(title)}
        onClick={onPlay}
        sx={{
          ...controlSx,
          position: 'absolute',
          top: '50%',
          left: '50%',
          transform: 'translate(-50%, -50%)',
          width: 72,
          height: 72,
        }}
      >
        <PlayArrowIcon sx={{ fontSize: 44 }} />
      </IconButton>
    </>
  );
}

export interface VideoFallbackProps {
  poster: string;
  title: string;
  /** Where the video can still be watched; without one the fallback only says so. */
  href?: string;
}

/**
 * What a visitor sees when a video cannot play here (a broken file, a blocked or failed
 * embed): the poster, dimmed, with a link to the video instead of an empty grey box.
 */
export function VideoFallback({ poster, title, href }: VideoFallbackProps) {
  const texts = useVideoTexts();
  return (
    <>
      <Box component="img" src={poster} alt="" sx={{ ...posterImageSx, opacity: 0.45 }} />
      <Stack
        role="alert"
        spacing={1}
        sx={{
          position: 'absolute',
          inset: 0,
          alignItems: 'center',
          justifyContent: 'center',
          p: 2,
        }}
      >
        <Typography sx={{ color: 'common.white', fontWeight: 600, textAlign: 'center' }}>
          {texts.cannotPlay}
        </Typography>
        {href && (
          <Link
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            sx={{
              ...controlSx,
              display: 'inline-flex',
              gap: 0.5,
              alignItems: 'center',
              px: 2,
              py: 1,
              borderRadius: 1,
              textAlign: 'center',
            }}
          >
            {texts.watchThere(title)} <OpenInNewIcon fontSize="small" aria-hidden />
          </Link>
        )}
      </Stack>
    </>
  );
}
