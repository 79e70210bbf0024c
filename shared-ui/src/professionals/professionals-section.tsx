import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Carousel } from '../carousel';
import { EmptyState, ErrorState, LoadingState } from '../states';
import { ProfessionalCard, type ProfessionalSummary } from './professional-card';

export interface ProfessionalsRowsProps {
  professionals: ProfessionalSummary[];
  /** The badge's number: how many professionals there are; defaults to the number shown. */
  activeCount?: number;
  /**
   * There are more than `activeCount` (the caller knows only a lower bound): the badge reads
   * "10+". Without it the figure is exact, as every figure a visitor reads
   * (docs/public-site.md, "Honest figures").
   */
  countIsMinimum?: boolean;
  loading?: boolean;
  /** A load failure message; shown with Retry when onRetry is given. */
  error?: string | null;
  onRetry?: () => void;
}

/** How many professionals the first (left-to-right) row holds; the rest scroll the other way. */
export const firstRowSize = 5;

export function ProfessionalsRows({
  professionals,
  activeCount,
  countIsMinimum = false,
  loading = false,
  error,
  onRetry,
}: ProfessionalsRowsProps) {
  if (loading) return <LoadingState label="Loading professionals..." />;
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (professionals.length === 0) {
    return (
      <EmptyState
        title="No professionals found."
        text="No professionals available. Check back soon to meet our team."
        headingLevel="h3"
      />
    );
  }
  const firstRow = professionals.slice(0, firstRowSize);
  const secondRow = professionals.slice(firstRowSize);
  return (
    <Box>
      <Stack sx={{ alignItems: 'center', mb: 3 }}>
        <Chip
          color="primary"
          label={`${activeCount ?? professionals.length}${countIsMinimum ? '+' : ''} Active Professionals`}
          sx={{ fontWeight: 700 }}
        />
      </Stack>
      <Stack spacing={2}>
        <Carousel label="Active professionals" direction="ltr">
          {firstRow.map((professional) => (
            <ProfessionalCard key={professional.id} professional={professional} />
          ))}
        </Carousel>
        {secondRow.length > 0 && (
          <Carousel label="More active professionals" direction="rtl">
            {secondRow.map((professional) => (
              <ProfessionalCard key={professional.id} professional={professional} />
            ))}
          </Carousel>
        )}
      </Stack>
    </Box>
  );
}
