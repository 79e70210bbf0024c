import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import GroupIcon from '@mui/icons-material/Group';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { CardFact, OtherLanguageLabel, type OtherLanguage } from '../card-parts';
import { ProfessionalAvatar } from '../professionals';
import { StarRating } from '../star-rating';
import { englishCourseCardTexts, type CourseCardTexts } from './course-card-texts';

export type CourseLevel = 'Beginner' | 'Intermediate' | 'Advanced';

export interface Course {
  id: string;
  title: string;
  description: string;
  image?: string | null;
  level: CourseLevel;
  duration: string;
  /** Shown only when known (counted enrollments); never an estimate. */
  students?: number;
  modules: number;
  /** Shown only when there are real reviews to average. */
  rating?: number;
  /** Display price, e.g. "RWF 150,000" or "$120". */
  price: string;
  /** The professional who teaches it; none while the agency has not named one. */
  instructor: { name: string; title: string; image?: string | null } | null;
  topics: string[];
  /** Set when the title and description are in another language than the page's. */
  inOtherLanguage?: OtherLanguage;
}

export interface CourseCardProps {
  course: Course;
  onEnroll?: () => void;
  /** Replaces the Enroll Now button, e.g. with an app's own enrollment flow button. */
  action?: ReactNode;
  texts?: CourseCardTexts;
}

export function CourseCard({
  course,
  onEnroll,
  action,
  texts = englishCourseCardTexts,
}: CourseCardProps) {
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="img"
        src={course.image?.trim() || '/media/default-image.svg'}
        alt=""
        loading="lazy"
        sx={{
          width: '100%',
          aspectRatio: '16 / 9',
          objectFit: 'cover',
          display: 'block',
          bgcolor: 'grey.100',
        }}
      />
      <CardContent sx={{ flex: 1 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        >
          <Chip label={texts.level(course.level)} size="small" color="primary" />
          {course.rating !== undefined && <StarRating value={course.rating} size="small" />}
        </Stack>
        {course.inOtherLanguage && (
          <Box sx={{ mt: 1.5 }}>
            <OtherLanguageLabel label={course.inOtherLanguage.label} />
          </Box>
        )}
        <Typography
          component="h3"
          variant="h6"
          lang={course.inOtherLanguage?.lang}
          sx={{ mt: course.inOtherLanguage ? 0 : 1.5, overflowWrap: 'anywhere' }}
        >
          {course.title}
        </Typography>
        <Typography color="text.secondary" lang={course.inOtherLanguage?.lang} sx={{ mt: 1 }}>
          {course.description}
        </Typography>
        <Stack
          direction="row"
          useFlexGap
          spacing={2}
          sx={{ mt: 2, flexWrap: 'wrap', color: 'text.secondary' }}
        >
          <CardFact icon={AccessTimeIcon}>{course.duration}</CardFact>
          <CardFact icon={ViewModuleIcon}>{texts.modules(course.modules)}</CardFact>
          {course.students !== undefined && (
            <CardFact icon={GroupIcon}>{texts.students(course.students)}</CardFact>
          )}
        </Stack>
        {course.topics.length > 0 && (
          <Stack
            component="ul"
            aria-label={texts.topics}
            direction="row"
            useFlexGap
            spacing={0.75}
            sx={{ flexWrap: 'wrap', mt: 2, p: 0, listStyle: 'none' }}
          >
            {course.topics.map((topic) => (
              <li key={topic}>
                <Chip label={topic} size="small" variant="outlined" />
              </li>
            ))}
          </Stack>
        )}
        {course.instructor && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 2 }}>
            <ProfessionalAvatar
              name={course.instructor.name}
              src={course.instructor.image}
              size={40}
            />
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {course.instructor.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {course.instructor.title}
              </Typography>
            </Box>
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0, justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>{course.price}</Typography>
        {action ?? (
          <Button
            variant="contained"
            onClick={onEnroll}
            aria-label={texts.enrollNowIn(course.title)}
          >
            {texts.enrollNow}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
