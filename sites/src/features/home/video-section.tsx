import { lazyNamed } from '@inzira/shared-ui/lazy';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';

// The player (and its controls) loads on demand; the placeholder keeps its 16:9 box.
const VideoPlayer = lazyNamed(() => import('@inzira/shared-ui/video'), 'VideoPlayer');

const placeholder = (
  <Box sx={{ width: '100%', aspectRatio: '16 / 9', bgcolor: 'grey.900', borderRadius: 2 }} />
);

export function VideoSection({ id }: { id: string }) {
  return (
    <Container
      component="section"
      id={id}
      maxWidth="md"
      sx={{ py: { xs: 6, md: 10 }, scrollMarginTop: 64 }}
    >
      <Typography variant="h2" sx={{ textAlign: 'center', mb: 1 }}>
        See How We Work
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
        From the first call to the final delivery, our professionals work alongside your team.
      </Typography>
      <Suspense fallback={placeholder}>
        <VideoPlayer src="/media/default-video.mp4" title="How Inzira works" />
      </Suspense>
    </Container>
  );
}
