import {
  FEATURED_PROFESSIONALS,
  useFeaturedProfessionals,
  type PublicProfessional,
} from '@inzira/shared-data/professionals';
import { ProfessionalsRows, type ProfessionalSummary } from '@inzira/shared-ui/professionals';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export const professionalsLoadError = 'Failed to fetch professionals.';

function toSummary(row: PublicProfessional): ProfessionalSummary {
  return {
    id: row.id,
    fullName: row.full_name,
    title: row.title,
    profilePic: row.profile_pic,
    skills: row.skills,
    tasksCompleted: row.num_task_completed,
  };
}

/**
 * Up to 10 professionals by tasks completed, with the "N Active Professionals" badge: exact,
 * or "10+" when the query found more than the strip shows.
 */
export function ActiveProfessionals() {
  const { data, error, isLoading, mutate } = useFeaturedProfessionals();
  return (
    <Box component="section" sx={{ py: { xs: 6, md: 10 }, bgcolor: 'grey.50' }}>
      <Container>
        <Typography variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
          Meet Our Professionals
        </Typography>
        {isLoading || (!data && !error) ? (
          // Reserves the badge and two card rows so the page does not jump when they arrive.
          <Box role="status" aria-label="Loading professionals..." sx={{ display: 'grid', gap: 2 }}>
            <Skeleton variant="rounded" width={220} height={32} sx={{ mx: 'auto' }} />
            <Skeleton variant="rounded" height={260} />
            <Skeleton variant="rounded" height={260} />
          </Box>
        ) : (
          <ProfessionalsRows
            professionals={(data ?? []).slice(0, FEATURED_PROFESSIONALS).map(toSummary)}
            countIsMinimum={(data ?? []).length > FEATURED_PROFESSIONALS}
            error={error ? professionalsLoadError : null}
            onRetry={() => void mutate()}
          />
        )}
      </Container>
    </Box>
  );
}
