import { usePublishedBlogCount } from '@inzira/shared-data/blogs';
import { useCourses } from '@inzira/shared-data/courses';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { resourceCards, type ResourceCard } from './resource-cards';
import { siteLocale } from '../../i18n/site-locale';

interface LiveCount {
  data?: number;
  error?: unknown;
}

/** The card's figure; a live one is counted by the database and left out if that fails. */
function CardFigure({
  card,
  live,
}: {
  card: ResourceCard;
  live: Record<'blog' | 'courses', LiveCount>;
}) {
  const sx = { mt: 2, fontWeight: 700, color: 'primary.dark' } as const;
  if (!card.live)
    return (
      <Typography sx={sx} data-figure>
        {card.countText(card.count ?? 0)}
      </Typography>
    );
  const count = live[card.live];
  if (count.error) return null;
  if (count.data === undefined) return <Skeleton width={110} sx={{ mt: 2 }} aria-hidden />;
  return (
    <Typography sx={sx} data-figure>
      {card.countText(count.data)}
    </Typography>
  );
}

export function ResourceCardGrid() {
  const blog = usePublishedBlogCount();
  const courses = useCourses({ locale: siteLocale() });
  const live = {
    blog: { data: blog.data, error: blog.error },
    courses: { data: courses.data?.length, error: courses.error },
  };
  return (
    <Grid container spacing={3}>
      {resourceCards().map((card) => (
        <Grid key={card.to} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={card.to} sx={{ height: '100%' }}>
              <CardContent>
                <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 40 } }}>
                  {card.icon}
                </Box>
                <Typography component="h2" variant="h5" sx={{ mt: 1 }}>
                  {card.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {card.description}
                </Typography>
                <CardFigure card={card} live={live} />
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
