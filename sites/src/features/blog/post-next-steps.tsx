import { useRelatedPosts } from '@inzira/shared-data/blogs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useBookingButton } from '../../common/booking-context';
import { env } from '../../config/env';
import { m } from '../../paraglide/messages.js';
import { localizedPath } from '../../i18n/locale-paths';
import { siteLocale } from '../../i18n/site-locale';
import { postPath } from './post-path';
import { inEnglishOn } from '../../common/translation-note';
import { OtherLanguageLabel } from '@inzira/shared-ui/card-parts';

/** WhatsApp's share link: opens the app (or WhatsApp Web) with the post's title and address. */
export const whatsappShareUrl = (title: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;

export interface PostNextStepsProps {
  post: { id: string; slug: string; title: string; category: string };
}

/**
 * What a reader can do at the end of a post (docs/content-trust.md): talk to the agency about
 * it, share it where Rwanda shares links (WhatsApp), or read a related post.
 */
export function PostNextSteps({ post }: PostNextStepsProps) {
  const bookingButton = useBookingButton();
  const locale = siteLocale();
  const related = useRelatedPosts(post, { locale }).data ?? [];
  // The post's address in the page's language, as the reader sees it.
  const address = `${env.siteUrl.replace(/\/+$/, '')}${localizedPath(postPath(post.slug), locale)}`;
  return (
    <Container maxWidth="md" component="aside" aria-label={m.post_next_steps()} sx={{ pb: 8 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, py: 3, borderTop: 1, borderColor: 'divider' }}
      >
        <Typography sx={{ flexGrow: 1, fontWeight: 700 }}>{m.post_want_results()}</Typography>
        <Button
          variant="contained"
          {...bookingButton({ message: m.post_booking_message({ title: post.title }) })}
        >
          {m.book_a_professional()}
        </Button>
        <Button
          variant="outlined"
          href={whatsappShareUrl(post.title, address)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {m.share_on_whatsapp()}
        </Button>
      </Stack>
      {related.length > 0 && (
        <Box component="section" aria-labelledby="related-posts" sx={{ mt: 4 }}>
          <Typography id="related-posts" component="h2" variant="h5" sx={{ mb: 2 }}>
            {m.post_read_next()}
          </Typography>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {related.map((other) => {
              const english = inEnglishOn(other.missing);
              return (
                <li key={other.id}>
                  {english && <OtherLanguageLabel label={english.label} />}
                  <Link
                    component={RouterLink}
                    to={postPath(other.slug)}
                    variant="h6"
                    lang={english?.lang}
                  >
                    {other.title}
                  </Link>
                  <Typography color="text.secondary" lang={english?.lang}>
                    {other.excerpt}
                  </Typography>
                </li>
              );
            })}
          </Stack>
        </Box>
      )}
    </Container>
  );
}
