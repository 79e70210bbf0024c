import { TutorialCard } from '@inzira/shared-ui/tutorial-card';
import Grid from '@mui/material/Grid';
import { useBooking } from '../../shared/booking-context';
import { tutorialMessage, tutorials } from './tutorials';

/** Play opens the booking modal with the tutorial named (docs/product-decisions.md, decision 11). */
export function TutorialList() {
  const { openBooking } = useBooking();
  return (
    <Grid container spacing={3}>
      {tutorials.map((tutorial) => (
        <Grid key={tutorial.title} size={{ xs: 12, md: 4 }}>
          <TutorialCard
            tutorial={tutorial}
            onPlay={() =>
              openBooking({ service: tutorial.title, message: tutorialMessage(tutorial.title) })
            }
          />
        </Grid>
      ))}
    </Grid>
  );
}
