import { ErrorScreen } from '@inzira/shared-ui/error-screen';
import { routerSiteLinks } from '@inzira/shared-ui/router-site-links';
import { SiteLinksContext } from '@inzira/shared-ui/site-links';
import { SiteLayout } from '@inzira/shared-ui/site-shell';
import { StateTextsContext } from '@inzira/shared-ui/states';
import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router-dom';
import { LanguageSuggestion } from '../i18n/language-suggestion';
import { LanguageSwitcher } from '../i18n/language-switcher';
import { siteShellTexts } from '../i18n/shell-texts';
import { errorScreenTexts, stateTexts } from '../i18n/ui-texts/state-texts';
import { AppReady } from './app-ready';
import { ScrollOnNavigate } from './scroll-on-navigate';

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    // Every loading and error state below speaks the page's language (docs/languages.md).
    <StateTextsContext value={stateTexts()}>
      {/* The shell's links are the router's: pages change in place (the home page's islands
          use plain links instead, docs/performance.md). */}
      <SiteLinksContext value={routerSiteLinks}>
        <SiteLayout texts={siteShellTexts()} languageSwitcher={<LanguageSwitcher />}>
          <ScrollOnNavigate />
          {/* A failing page shows the generic error screen inside the shell; navigating away resets it. */}
          <ErrorBoundary
            fallback={<ErrorScreen texts={errorScreenTexts()} />}
            resetKeys={[pathname]}
          >
            {/* A page still loading keeps the footer below the fold, so it does not jump (CLS). */}
            <Suspense fallback={<Box sx={{ minHeight: '100vh' }} />}>
              <Outlet />
              <AppReady />
            </Suspense>
          </ErrorBoundary>
          <LanguageSuggestion />
        </SiteLayout>
      </SiteLinksContext>
    </StateTextsContext>
  );
}
