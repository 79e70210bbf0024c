import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { parseVideoUrl } from './parse-video-url';
import { VideoPlayer } from './video-player';
import { useVideoTexts } from './video-texts';
import { DEFAULT_POSTER, frameSx, VideoFallback, VideoPoster } from './video-poster';

export interface VideoEmbedProps {
  url: string;
  title: string;
  poster?: string;
}

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
export function VideoEmbed({ url, title, poster = DEFAULT_POSTER }: VideoEmbedProps) {
  const [activated, setActivated] = useState(false);
  const [failed, setFailed] = useState(false);
  // React does not listen for a frame's error event, so it is attached here: a provider that
  // is blocked (network filter, content blocker) fails the frame and the visitor gets a link.
  const watchFrameError = (frame: HTMLIFrameElement | null) => {
    if (!frame) return;
    const onError = () => setFailed(true);
    frame.addEventListener('error', onError);
    return () => frame.removeEventListener('error', onError);
  };
  const texts = useVideoTexts();
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
            {texts.watchThere(title)} <OpenInNewIcon fontSize="small" aria-hidden />
          </Link>
        ) : (
          // Not a web address at all (or a javascript: URL): never make it clickable.
          texts.unavailable(title)
        )}
      </Typography>
    );
  }

  return (
    <Box sx={{ ...frameSx, aspectRatio: '16 / 9' }}>
      {failed ? (
        <VideoFallback poster={poster} title={title} href={url} />
      ) : activated ? (
        <Box
          component="iframe"
          src={embedSrc(video.kind, video.id)}
          title={title}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          ref={watchFrameError}
          sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
        />
      ) : (
        <VideoPoster poster={poster} title={title} onPlay={() => setActivated(true)} />
      )}
    </Box>
  );
}
