import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useBooking } from '../../shared/booking-context';
import { useNearPageBottom } from './use-near-page-bottom';
import { usePageBehindModal } from './use-page-behind-modal';

/** The floating card shows within 100 px of the bottom of the page. */
export const floatingCardThreshold = 100;

/** Shows near the bottom of the page while the booking modal is closed. */
export function FloatingBookCard() {
  const { openBooking } = useBooking();
  const nearBottom = useNearPageBottom(floatingCardThreshold);
  const behindModal = usePageBehindModal();
  if (!nearBottom || behindModal) return null;
  return (
    <Paper
      elevation={8}
      role="complementary"
      aria-label="Book a project"
      sx={{
        position: 'fixed',
        right: { xs: 16, sm: 24 },
        bottom: { xs: 16, sm: 24 },
        p: 2,
        maxWidth: 300,
        zIndex: (theme) => theme.zIndex.appBar,
      }}
    >
      <Typography sx={{ fontWeight: 700 }}>Like what you see?</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Let our professionals build your next project.
      </Typography>
      <Button variant="contained" fullWidth onClick={() => openBooking()}>
        Book Now
      </Button>
    </Paper>
  );
}
