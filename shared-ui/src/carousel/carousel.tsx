import { Children, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { keyframes } from '@mui/material/styles';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';

export interface CarouselProps {
  /** Names the region for screen readers, e.g. "Our partners". */
  label: string;
  children: ReactNode;
  /** Seconds for one full loop; partner logos use 30. */
  durationSeconds?: number;
  /**
   * Which way the items travel: 'rtl' from right to left (the usual marquee, and the default),
   * 'ltr' from left to right (the first row of professionals).
   */
  direction?: 'ltr' | 'rtl';
  /** Spacing between items, in theme spacing units. */
  gap?: number;
  texts?: CarouselTexts;
}

/** The pause button's name; English by default, the public site passes its own. */
export interface CarouselTexts {
  play: (label: string) => string;
  pause: (label: string) => string;
}

export const englishCarouselTexts: CarouselTexts = {
  play: (label) => `Play ${label} animation`,
  pause: (label) => `Pause ${label} animation`,
};

// The track holds the items twice; moving it by half its width lands exactly on
// the start of the copy, so the loop has no visible seam.
const scrollLeft = keyframes`from { transform: translateX(0); } to { transform: translateX(-50%); }`;
const scrollRight = keyframes`from { transform: translateX(-50%); } to { transform: translateX(0); }`;

/**
 * An auto-scrolling marquee. It pauses on hover, on keyboard focus and with its
 * own pause button (WCAG 2.2.2), and does not move at all for visitors who ask
 * for reduced motion: they get a plain horizontally scrollable row instead.
 */
export function Carousel({
  label,
  children,
  durationSeconds = 35,
  direction = 'rtl',
  gap = 4,
  texts = englishCarouselTexts,
}: CarouselProps) {
  const [paused, setPaused] = useState(false);
  // Tracked in state as well as by :hover so pointer pauses work the same for
  // mouse, pen and touch-with-hover devices.
  const [hovered, setHovered] = useState(false);
  const items = Children.toArray(children);

  const list = (hidden: boolean) => (
    <Box
      component="ul"
      aria-hidden={hidden || undefined}
      // The copy is decoration: its links must not be reachable twice by keyboard.
      inert={hidden || undefined}
      data-carousel-copy={hidden ? 'duplicate' : 'original'}
      sx={{
        display: 'flex',
        flexShrink: 0,
        gap,
        pr: gap,
        m: 0,
        p: 0,
        listStyle: 'none',
        '@media (prefers-reduced-motion: reduce)': hidden ? { display: 'none' } : {},
      }}
    >
      {items.map((item, index) => (
        <Box component="li" key={index} sx={{ flexShrink: 0 }}>
          {item}
        </Box>
      ))}
    </Box>
  );

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        '&:hover [data-carousel-track], &:focus-within [data-carousel-track]': {
          animationPlayState: 'paused',
        },
        '@media (prefers-reduced-motion: reduce)': { overflowX: 'auto' },
      }}
    >
      <Box
        data-carousel-track=""
        sx={{
          display: 'flex',
          width: 'max-content',
          py: 1,
          animation: `${direction === 'rtl' ? scrollLeft : scrollRight} ${durationSeconds}s linear infinite`,
          animationPlayState: paused || hovered ? 'paused' : 'running',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', transform: 'none' },
        }}
      >
        {list(false)}
        {list(true)}
      </Box>
      <IconButton
        size="small"
        aria-label={paused ? texts.play(label) : texts.pause(label)}
        aria-pressed={paused}
        onClick={() => setPaused((value) => !value)}
        sx={{
          position: 'absolute',
          right: 4,
          bottom: 4,
          bgcolor: 'background.paper',
          boxShadow: 1,
          '&:hover': { bgcolor: 'background.paper' },
          '@media (prefers-reduced-motion: reduce)': { display: 'none' },
        }}
      >
        {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}
