import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { resourceCards } from './resource-cards';

export function ResourceCardGrid() {
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
                <Typography sx={{ mt: 2, fontWeight: 700, color: 'primary.dark' }}>
                  {card.stat}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
