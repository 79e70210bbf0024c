import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSiteLinks } from '../site-links';

/** A hero button either runs a callback (scroll, open a modal) or links to a route. */
export type HeroAction = { label: string; variant?: 'primary' | 'secondary' } & (
  { onClick: () => void; to?: never } | { to: string; onClick?: never }
);

export interface HeroProps {
  title: string;
  subtitle?: ReactNode;
  /** Small label above the title, e.g. "Become a Partner". */
  eyebrow?: string;
  actions?: HeroAction[];
  /** Optional picture behind the gradient; text stays readable on the dark overlay. */
  backgroundImage?: string;
  /** Extra content under the buttons (search box, stats). */
  children?: ReactNode;
  align?: 'left' | 'center';
}

function HeroButton({ action }: { action: HeroAction }) {
  const primary = (action.variant ?? 'primary') === 'primary';
  const sx = primary
    ? { bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }
    : {
        color: 'common.white',
        borderColor: 'common.white',
        '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.12)' },
      };
  const variant = primary ? 'contained' : 'outlined';
  const siteLinks = useSiteLinks();
  return action.to !== undefined ? (
    <Button component={siteLinks.Link} to={action.to} variant={variant} size="large" sx={sx}>
      {action.label}
    </Button>
  ) : (
    <Button onClick={action.onClick} variant={variant} size="large" sx={sx}>
      {action.label}
    </Button>
  );
}

export function Hero({
  title,
  subtitle,
  eyebrow,
  actions = [],
  backgroundImage,
  children,
  align = 'center',
}: HeroProps) {
  const gradient =
    'linear-gradient(135deg, rgba(8,58,115,0.94) 0%, rgba(60,30,100,0.92) 60%, rgba(120,21,57,0.92) 100%)';
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{
        color: 'common.white',
        backgroundImage: backgroundImage ? `${gradient}, url("${backgroundImage}")` : gradient,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        py: { xs: 8, md: 14 },
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: align }}>
        {eyebrow && (
          <Typography
            component="p"
            variant="overline"
            sx={{ fontWeight: 700, letterSpacing: '0.12em' }}
          >
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography component="p" variant="h6" sx={{ mt: 2, fontWeight: 400, opacity: 0.95 }}>
            {subtitle}
          </Typography>
        )}
        {actions.length > 0 && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 4, justifyContent: align === 'center' ? 'center' : 'flex-start' }}
          >
            {actions.map((action) => (
              <HeroButton key={action.label} action={action} />
            ))}
          </Stack>
        )}
        {children && <Box sx={{ mt: 4 }}>{children}</Box>}
      </Container>
    </Box>
  );
}
