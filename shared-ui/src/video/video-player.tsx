import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useVideoTexts } from './video-texts';
import { controlSx, DEFAULT_POSTER, frameSx, VideoFallback, VideoPoster } from './video-poster';

export interface VideoPlayerProps {
  src: string;
  /** Names the video for assistive technology ("Play video: {title}"). */
  title: string;
  poster?: string;
  /** Height/width ratio of the frame; 16:9 by default. */
  aspectRatio?: string;
}

/**
 * Shows a poster with a play button; only once the visitor asks for it does the
 * video load, then it autoplays and loops with native controls plus explicit
 * mute and pause buttons.
 */
export function VideoPlayer({
  src,
  title,
  poster = DEFAULT_POSTER,
  aspectRatio = '16 / 9',
}: VideoPlayerProps) {
  const texts = useVideoTexts();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const [failed, setFailed] = useState(false);
  const [muted, setMuted] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!started || !video) return;
    // Browsers may refuse autoplay with sound; then play muted rather than sit still. Only that
    // refusal is retried: a start cut short by the visitor's pause (an AbortError) stays paused.
    video.play().catch((error: unknown) => {
      if (!(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
      video.muted = true;
      return video.play().catch(() => setPaused(true));
    });
  }, [started]);

  // The element is the source of truth for muting (native controls can change it too);
  // state only mirrors it through the volumechange event.
  const toggleMute = () => {
    const video = videoRef.current;
    if (video) video.muted = !video.muted;
  };

  const togglePause = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => setPaused(true));
    else video.pause();
  };

  return (
    <Box sx={{ ...frameSx, aspectRatio }}>
      {!started && <VideoPoster poster={poster} title={title} onPlay={() => setStarted(true)} />}
      {started && failed && <VideoFallback poster={poster} title={title} href={src} />}
      {started && !failed && (
        <>
          <Box
            component="video"
            ref={videoRef}
            src={src}
            poster={poster}
            title={title}
            aria-label={title}
            autoPlay
            loop
            controls
            playsInline
            onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
            onError={() => setFailed(true)}
            onPlay={() => setPaused(false)}
            onPause={() => setPaused(true)}
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          >
            {texts.unsupported}
          </Box>
          <Stack direction="row" spacing={1} sx={{ position: 'absolute', top: 8, right: 8 }}>
            <IconButton
              aria-label={muted ? texts.unmute : texts.mute}
              aria-pressed={muted}
              onClick={toggleMute}
              sx={controlSx}
            >
              {muted ? <VolumeOffIcon /> : <VolumeUpIcon />}
            </IconButton>
            <IconButton
              aria-label={paused ? texts.play : texts.pause}
              onClick={togglePause}
              sx={controlSx}
            >
              {paused ? <PlayArrowIcon /> : <PauseIcon />}
            </IconButton>
          </Stack>
        </>
      )}
    </Box>
  );
}
