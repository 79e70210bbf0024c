import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { parseVideoUrl } from './parse-video-url';
import { VideoPlayer } from './video-player';

export interface VideoEmbedProps {
  url: string;
  title: string;
  poster?: string;
}

const frameSx = {
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: 2,
  overflow: 'hidden',
  bgcolor: 'grey.900',
} as const;

function embedSrc(kind: 'youtube' | 'vimeo', id: string): string {
  // youtube-nocookie and Vimeo's dnt flag keep visitors untracked until they play.
  return kind === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
}

const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/**
 * Embeds YouTube (every link form) and Vimeo videos, plays direct files, and
 * turns anything else into a plain link so a bad URL never breaks the page.
 * Nothing is requested from the provider until the visitor presses play.
 */
export function VideoEmbed({ url, title, poster = '/media/default-poster.svg' }: VideoEmbedProps) {
  const [activated, setActivated] = useState(false);
  const video = parseVideoUrl(url);

  if (video.kind === 'file') return <VideoPlayer src={video.url} title={title} poster={poster} />;

  if (video.kind === 'unknown') {
    return (
      <Typography>
        {isWebUrl(video.url) ? (
          <Link
            href={video.url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
          >
            Watch “{title}” <OpenInNewIcon fontSize="small" aria-hidden />
          </Link>
        ) : (
          // Not a web address at all (or a javascript: URL): never make it clickable.
          <>Video unavailable: {title}</>
        )}
      </Typography>
    );
  }

  return (
    <Box sx={frameSx}>
      {activated ? (
        <Box
          component="iframe"
          src={embedSrc(video.kind, video.id)}
          title={title}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
        />
      ) : (
        <>
          <Box
            component="img"
            src={poster}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
          <IconButton
            aria-label={`Play video: ${title}`}
            onClick={() => setActivated(true)}
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              transform: 'translate(-50%, -50%)',
              width: 72,
              height: 72,
              bgcolor: 'rgba(0, 0, 0, 0.72)',
              color: 'common.white',
              '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.88)' },
            }}
          >
            <PlayArrowIcon sx={{ fontSize: 44 }} />
          </IconButton>
        </>
      )}
    </Box>
  );
}
