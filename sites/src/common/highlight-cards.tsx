import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CardGrid } from './card-grid';

/** A short selling point: a title and a sentence. */
export interface Highlight {
  title: string;
  text: string;
}

export interface HighlightCardsProps {
  items: readonly Highlight[];
  /** The cards' titles sit one level below the heading above them. */
  titleAs: 'h2' | 'h3';
}

/** Three selling points side by side: the competitions' highlights, the partners' benefits. */
export function HighlightCards({ items, titleAs }: HighlightCardsProps) {
  return (
    <CardGrid items={items} keyOf={(item) => item.title}>
      {(item) => (
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Typography component={titleAs} variant="h6">
              {item.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {item.text}
            </Typography>
          </CardContent>
        </Card>
      )}
    </CardGrid>
  );
}
