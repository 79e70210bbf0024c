import { CacheProvider } from '@emotion/react';
import { plainSiteLinks, SiteLinksContext } from '@inzira/shared-ui/site-links';
import { SiteShellTextsContext } from '@inzira/shared-ui/site-shell';
import { theme } from '@inzira/shared-ui/theme';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { BookingContext } from '../common/booking-context';
import { createEmotionCache } from '../app/emotion-cache';
import { localeOfPath, localePrefix, unprefixedPath } from '../i18n/locale-paths';
import { siteShellTexts } from '../i18n/shell-texts';
import { islandBooking } from './booking-bridge';

// One cache for every island: it adopts the styles the build inlined, once.
const cache = createEmotionCache();

// Plain links: a page without the app loads the next page whole, as a link without JavaScript.
const { pathname, search, hash } = window.location;
const links = plainSiteLinks(localePrefix(localeOfPath(pathname)), {
  pathname: unprefixedPath(pathname),
  search,
  hash,
});

/** Runs `onCommit` once React has put the island on screen (hydrated or rendered). */
function Committed({ onCommit }: { onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}

/**
 * What every island of the home page renders inside: the app's styles and theme (without
 * CssBaseline, whose global styles the page already has), the shell's words, links that load
 * pages whole, and the page's one booking form.
 */
export function IslandRoot({ children, onCommit }: { children: ReactNode; onCommit?: () => void }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <SiteShellTextsContext value={siteShellTexts()}>
          <SiteLinksContext value={links}>
            <BookingContext value={islandBooking}>
              {children}
              <Committed onCommit={onCommit} />
            </BookingContext>
          </SiteLinksContext>
        </SiteShellTextsContext>
      </ThemeProvider>
    </CacheProvider>
  );
}
