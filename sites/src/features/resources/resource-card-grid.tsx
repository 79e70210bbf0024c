import { usePublishedBlogCount } from '@inzira/shared-data/blogs';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { countText, resourceCards, type ResourceCard } from './resource-cards';

/** The card's figure; the blog's is counted by the database and left out if that fails. */
function CardFigure({
  card,
  blogCount,
}: {
  card: ResourceCard;
  blogCount: ReturnType<typeof usePublishedBlogCount>;
}) {
  const sx = { mt: 2, fontWeight: 700, color: 'primary.dark' } as const;
  if (card.count !== undefined)
    return (
      <Typography sx={sx} data-figure>
        {countText(card.count, card.unit)}
      </Typography>
    );
  if (blogCount.error) return null;
  if (blogCount.data === undefined) return <Skeleton width={110} sx={{ mt: 2 }} aria-hidden />;
  return (
    <Typography sx={sx} data-figure>
      {countText(blogCount.data, card.unit)}
    </Typography>
  );
}

export function ResourceCardGrid() {
  const blogCount = usePublishedBlogCount();
  return (
    <Grid container spacing={3}>
      {resourceCards.map((card) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, md: 4 }}>
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
                <CardFigure card={card} blogCount={blogCount} />
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
