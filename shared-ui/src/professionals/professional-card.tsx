import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OtherLanguageLabel, type OtherLanguage } from '../card-parts';
import { ProfessionalAvatar } from './professional-avatar';

export interface ProfessionalSummary {
  id: string;
  fullName: string;
  title: string;
  profilePic?: string | null;
  skills?: string[];
  tasksCompleted?: number;
  /** Set when the title and skills are in another language than the page's. */
  inOtherLanguage?: OtherLanguage;
}

/** "42 tasks completed"; English by default, the public site passes its own words. */
const englishTasksText = (count: number) => `${count} tasks completed`;

export function ProfessionalCard({
  professional,
  tasksText = englishTasksText,
}: {
  professional: ProfessionalSummary;
  tasksText?: (count: number) => string;
}) {
  const {
    fullName,
    title,
    profilePic,
    skills = [],
    tasksCompleted,
    inOtherLanguage,
  } = professional;
  const lang = inOtherLanguage?.lang;
  return (
    <Card component="article" sx={{ width: 260, p: 2, height: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ProfessionalAvatar name={fullName} src={profilePic} size={56} />
        <Box sx={{ minWidth: 0 }}>
          {inOtherLanguage && <OtherLanguageLabel label={inOtherLanguage.label} />}
          <Typography
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {fullName}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            lang={lang}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
        </Box>
      </Stack>
      {skills.length > 0 && (
        <Stack
          direction="row"
          useFlexGap
          spacing={0.5}
          lang={lang}
          sx={{ flexWrap: 'wrap', mt: 1.5 }}
        >
          {skills.slice(0, 3).map((skill) => (
            <Chip key={skill} label={skill} size="small" variant="outlined" />
          ))}
        </Stack>
      )}
      {tasksCompleted !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {tasksText(tasksCompleted)}
        </Typography>
      )}
    </Card>
  );
}
