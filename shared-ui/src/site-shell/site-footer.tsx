import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSiteLinks } from '../site-links';
import { brand } from '../brand';
import { BrandLogo } from './brand-logo';
import {
  companyFooterLinks,
  legalFooterLinks,
  serviceFooterLinks,
  type NavLinkItem,
} from './nav-links';
import { useSiteShellTexts } from './site-shell-texts';
import { SocialIcon } from './social-icon';

const footerLinkSx = { color: 'grey.300', '&:hover': { color: 'common.white' } } as const;

function FooterColumn({ title, links }: { title: string; links: NavLinkItem[] }) {
  const texts = useSiteShellTexts();
  const { Link: SiteLink } = useSiteLinks();
  return (
    <Box component="nav" aria-label={title}>
      <Typography
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 700, mb: 1.5, color: 'common.white' }}
      >
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {links.map((link) => (
          <li key={link.id}>
            <Link component={SiteLink} to={link.to} sx={footerLinkSx}>
              {texts.links[link.id]}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function SiteFooter() {
  const texts = useSiteShellTexts();
  const { Link: SiteLink } = useSiteLinks();
  // Computed at render so the notice never goes stale.
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: '#111827',
        color: 'grey.300',
        pt: 6,
        pb: 3,
        mt: 'auto',
        // On the dark footer the focus ring is white, which keeps its contrast.
        '& .MuiLink-root:focus-visible, & .MuiIconButton-root:focus-visible': {
          outlineColor: '#ffffff',
          boxShadow: 'none',
        },
      }}
    >
      <Container maxWidth="lg">
        {/* A CSS grid rather than MUI Grid keeps the footer light on the public home page. */}
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <BrandLogo inverted />
            <Typography sx={{ mt: 2, maxWidth: 420 }}>{texts.tagline || brand.tagline}</Typography>
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 2 }}
              component="ul"
              aria-label={texts.socialMedia}
              style={{ listStyle: 'none', padding: 0 }}
            >
              {brand.social.map((social) => (
                <li key={social.href}>
                  <IconButton
                    component="a"
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={texts.socialLink(brand.name, social.label)}
                    sx={{ color: 'grey.300', '&:hover': { color: 'common.white' } }}
                  >
                    <SocialIcon label={social.label} />
                  </IconButton>
                </li>
              ))}
            </Stack>
          </Box>
          <Box>
            <FooterColumn title={texts.companyColumn} links={companyFooterLinks} />
          </Box>
          <Box>
            <FooterColumn title={texts.servicesColumn} links={serviceFooterLinks} />
          </Box>
        </Box>
        <Box
          sx={{
            borderTop: 1,
            borderColor: 'rgba(255,255,255,0.16)',
            mt: 5,
            pt: 3,
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2">
            © {year} {brand.name}
          </Typography>
          <Stack
            component="nav"
            aria-label={texts.legalNav}
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
          >
            {legalFooterLinks.map((link) => (
              <Link
                key={link.to}
                component={SiteLink}
                to={link.to}
                variant="body2"
                sx={footerLinkSx}
              >
                {texts.links[link.id]}
              </Link>
            ))}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
