import type { LocalizedProfessional } from '@inzira/shared-data/professionals';
import { ProfessionalCard, type ProfessionalSummary } from '@inzira/shared-ui/professionals';
import Box from '@mui/material/Box';
import { tasksText } from '../i18n/ui-texts/professionals-texts';
import { inEnglishOn } from './translation-note';

/** The card's view of a professionals row: the about page, the home page and a project's team. */
export function toProfessionalSummary(row: LocalizedProfessional): ProfessionalSummary {
  return {
    id: row.id,
    fullName: row.full_name,
    title: row.title,
    profilePic: row.profile_pic,
    skills: row.skills,
    tasksCompleted: row.num_task_completed,
    inOtherLanguage: inEnglishOn(row.missing),
  };
}

export interface ProfessionalCardListProps {
  professionals: LocalizedProfessional[];
  /** The about page centres its full team; a project's few members line up on the left. */
  centered?: boolean;
}

/** Professionals' cards in a list of fixed-width columns, as many as the row holds. */
export function ProfessionalCardList({ professionals, centered }: ProfessionalCardListProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        justifyContent: centered ? 'center' : undefined,
        gridTemplateColumns: 'repeat(auto-fill, 260px)',
      }}
    >
      {professionals.map((row) => (
        <li key={row.id}>
          <ProfessionalCard professional={toProfessionalSummary(row)} tasksText={tasksText} />
        </li>
      ))}
    </Box>
  );
}
