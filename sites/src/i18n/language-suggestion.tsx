import { useState } from 'react';
import type { Locale } from '@inzira/contract/locales.ts';
import { useHydrated } from '../common/use-hydrated';
import { useAlternatePaths } from './alternate-paths';
import { suggestedLanguage } from './language-choice';
import { LanguageOffer } from './language-offer';
import { siteLocale } from './site-locale';

/** The offer with the page's address in the offered language (a post's slug differs by language). */
function OfferOnThisPage({ offer, onDismissed }: { offer: Locale; onDismissed: () => void }) {
  const paths = useAlternatePaths();
  return <LanguageOffer offer={offer} paths={paths} onDismissed={onDismissed} />;
}

/**
 * Offers the visitor's language when the page is in another (their remembered choice, or the
 * browser's languages on a first visit), written in the language offered. Never a redirect. It
 * appears after hydration, fixed at the bottom, so the page's layout never moves for it. Only a
 * page with an offer looks up its other addresses.
 */
export function LanguageSuggestion() {
  // Read from the visitor's browser once hydrated: the prerendered page never has it.
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const offer: Locale | undefined =
    hydrated && !dismissed ? suggestedLanguage(siteLocale(), navigator.languages) : undefined;
  if (!offer) return null;
  return <OfferOnThisPage offer={offer} onDismissed={() => setDismissed(true)} />;
}
