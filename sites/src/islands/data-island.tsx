import { SupabaseProvider } from '@inzira/shared-data/client';
import { fallbackIsData } from '@inzira/shared-data/swr';
import { StateTextsContext } from '@inzira/shared-ui/states';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Router } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { supabase } from '../app/supabase';
import { readFallback } from '../app/swr-fallback';
import { ActiveProfessionals } from '../features/home';
import { PartnersStrip } from '../features/partners';
import { TestimonialsSection } from '../features/testimonials';
import { stateTexts } from '../i18n/ui-texts/state-texts';
import { fullPageNavigator } from './full-page-navigator';
import { IslandRoot } from './island-root';
import { localeOfPath, localePrefix } from '../i18n/locale-paths';
import type { HomeIsland } from './home-island-names';

/** The home page's sections that show the database's content, by island. */
const sections: Partial<Record<HomeIsland, () => ReactNode>> = {
  testimonials: () => <TestimonialsSection />,
  partners: () => <PartnersStrip />,
  professionals: () => <ActiveProfessionals />,
};

/**
 * Hydrates one of the home page's content sections, loaded once it comes into sight
 * (hydrate-islands.tsx, which calls it in a transition as every island): from the data the page
 * was built with, which SWR then revalidates, as the app does on every other page.
 */
export function hydrateDataIsland(element: Element, island: HomeIsland, onCommit: () => void) {
  const section = sections[island];
  const { pathname, search, hash } = window.location;
  if (!section) throw new Error(`The home page has no content section "${island}".`);
  hydrateRoot(
    element,
    <IslandRoot onCommit={onCommit}>
      <SupabaseProvider client={supabase}>
        <SWRConfig
          value={{ revalidateOnFocus: false, use: [fallbackIsData], fallback: readFallback() }}
        >
          <StateTextsContext value={stateTexts()}>
            {/* The sections' own links are the router's: here they load pages whole. */}
            <Router
              basename={localePrefix(localeOfPath(pathname))}
              location={{ pathname, search, hash }}
              navigator={fullPageNavigator}
            >
              {section()}
            </Router>
          </StateTextsContext>
        </SWRConfig>
      </SupabaseProvider>
    </IslandRoot>,
  );
}
