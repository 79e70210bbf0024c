import type { ElementType, ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';

export interface CardFactProps {
  /** Decoration only: the text says it all to a screen reader. */
  icon: typeof SvgIcon;
  children: ReactNode;
  /** `li` when the facts form a list. */
  component?: ElementType;
}

/** One short fact on a card ("5 min read", "4 lessons"), behind a small icon. */
export function CardFact({ icon: Icon, children, component = 'div' }: CardFactProps) {
  return (
    <Stack component={component} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}
