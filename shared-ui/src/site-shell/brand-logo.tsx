import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useSiteLinks } from '../site-links';
import { brand } from '../brand';
import { useSiteShellTexts } from './site-shell-texts';

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  const texts = useSiteShellTexts();
  const { Link: SiteLink } = useSiteLinks();
  return (
    <Link
      component={SiteLink}
      to="/"
      underline="none"
      aria-label={texts.homeLink(brand.name)}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: inverted ? 'common.white' : 'text.primary',
      }}
    >
      <Box component="img" src="/brand/logo-mark.svg" alt="" width={32} height={32} />
      <Box
        component="span"
        sx={{ fontWeight: 800, fontSize: '1.375rem', letterSpacing: '-0.02em' }}
      >
        {brand.name}
      </Box>
    </Link>
  );
}
