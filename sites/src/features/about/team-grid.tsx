import { useTeam, type PublicProfessional } from '@inzira/shared-data/professionals';
import { ProfessionalCard, type ProfessionalSummary } from '@inzira/shared-ui/professionals';
import { DataView, LoadingState } from '@inzira/shared-ui/states';
import Box from '@mui/material/Box';

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

/** Everyone in the professionals table, by name: the people a client actually works with. */
export function TeamGrid() {
  return (
    <DataView
      query={useTeam()}
      errorMessage="Failed to load our team."
      loading={<LoadingState label="Loading our team..." />}
      empty={{
        title: 'Our team is being introduced',
        text: 'Check back soon to meet the professionals behind our work.',
        headingLevel: 'h3',
      }}
    >
      {(team) => (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            justifyContent: 'center',
            gridTemplateColumns: 'repeat(auto-fill, 260px)',
          }}
        >
          {team.map((row) => (
            <li key={row.id}>
              <ProfessionalCard professional={toSummary(row)} />
            </li>
          ))}
        </Box>
      )}
    </DataView>
  );
}
