import IconButton from '@mui/material/IconButton';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { useBooking } from '../../common/booking-context';
import { useFloatingCardVisible } from './use-floating-card-visible';
import { usePageBehindModal } from './use-page-behind-modal';
import { opensForm } from '../../common/opens-form';
import { m } from '../../paraglide/messages.js';

const dismissedKey = 'inzira:floating-book-card-dismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(dismissedKey) === 'true';
  } catch {
    return false;
  }
}

/**
 * A reminder to book while the visitor browses the portfolio: shown once they have scrolled
 * past the first screen, hidden while the footer is in view or the booking modal is open, and
 * closed for the rest of the visit with its close button.
 */
export function FloatingBookCard() {
  const { openBooking } = useBooking();
  const visible = useFloatingCardVisible();
  const behindModal = usePageBehindModal();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (!visible || behindModal || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(dismissedKey, 'true');
    } catch {
      // Storage may be off (private mode); the card still stays closed on this page.
    }
  };
  return (
    <Paper
      elevation={8}
      role="complementary"
      aria-label={m.floating_book_label()}
      sx={{
        position: 'fixed',
        right: { xs: 16, sm: 24 },
        bottom: { xs: 16, sm: 24 },
        p: 2,
        pr: 5,
        maxWidth: 300,
        zIndex: (theme) => theme.zIndex.appBar,
      }}
    >
      <IconButton
        aria-label={m.floating_book_close()}
        onClick={dismiss}
        size="small"
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      <Typography sx={{ fontWeight: 700 }}>{m.floating_book_title()}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {m.floating_book_text()}
      </Typography>
      <Button variant="contained" fullWidth onClick={() => openBooking()} {...opensForm('booking')}>
        {m.book_now()}
      </Button>
    </Paper>
  );
}
