import { SupabaseProvider } from '@inzira/shared-data/client';
import { islandSelector } from '@inzira/shared-ui/island';
import { SiteHeader } from '@inzira/shared-ui/site-shell';
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { supabase } from '../app/supabase';
import { BookingProvider } from '../features/booking/booking-provider';
import { HomeHero } from '../features/home/home-hero';
import { LanguageLinks } from '../i18n/language-links';
import { suggestedLanguage } from '../i18n/language-choice';
import { siteLocale } from '../i18n/site-locale';
import { BookingRootReady, bookingOptionsOf, islandBooking } from './booking-bridge';
import { homeIslands, type HomeIsland } from './home-island-names';
import { IslandRoot } from './island-root';

/** The home page is `/` in every language, so its language links all lead to `/`. */
const homeInEveryLanguage = { en: '/', rw: '/', fr: '/' } as const;

/**
 * Resolves once React has put `render`'s island on screen. It renders in a transition, as the
 * app hydrates: React works in slices and yields to the browser between them instead of one
 * long task per island (docs/performance.md, "Less work before interaction").
 */
function committed(render: (onCommit: () => void) => void): Promise<void> {
  return new Promise((resolve) => startTransition(() => render(resolve)));
}

function hydrateIsland(island: HomeIsland, content: ReactNode): Promise<void> {
  const element = document.querySelector(islandSelector(island));
  if (!element) return Promise.resolve();
  return committed((onCommit) =>
    hydrateRoot(element, <IslandRoot onCommit={onCommit}>{content}</IslandRoot>),
  );
}

/** The page's one booking form, in a root of its own at the end of <body>. */
function mountBookingRoot(): Promise<void> {
  const element = document.createElement('div');
  document.body.append(element);
  return committed((onCommit) =>
    createRoot(element).render(
      <IslandRoot onCommit={onCommit}>
        <SupabaseProvider client={supabase}>
          <BookingProvider>
            <BookingRootReady />
          </BookingProvider>
        </SupabaseProvider>
      </IslandRoot>,
    ),
  );
}

/**
 * A static Book Now (the service cards are not hydrated) opens the booking form with the options
 * it carries; one inside an island or a dialog is React's own.
 */
function openBookingFromStaticButtons() {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('[data-opens-form="booking"]');
    if (!button || button.closest('[data-island], [role="dialog"], [data-early-form]')) return;
    islandBooking.openBooking(bookingOptionsOf(button));
  });
}

/** What a press can land on that only the island's code can answer (links work as they are). */
const controls = 'button, summary, input, select, textarea, [role="button"], [role="tab"]';

/**
 * A content section hydrates once it is near the screen (a quarter of a screen ahead), or at
 * once when a visitor reaches into it first; a press on one of its buttons before then is held
 * and made again once the section is live. Resolves when the section is known not to be in
 * sight at start, or once it has hydrated: a press held before the page started is replayed only
 * into a live section.
 */
function hydrateOnSight(island: HomeIsland): Promise<void> {
  const element = document.querySelector(islandSelector(island));
  const section = element?.firstElementChild;
  if (!element || !section) return Promise.resolve();
  let settled = () => {};
  const known = new Promise<void>((resolve) => {
    settled = resolve;
  });
  const held: HTMLElement[] = [];
  const hold = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(controls) : null;
    if (!(control instanceof HTMLElement) || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(control);
    start();
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    section.removeEventListener('pointerdown', start);
    section.removeEventListener('focusin', start);
    import('./data-island')
      .then(({ hydrateDataIsland }) =>
        committed((onCommit) => hydrateDataIsland(element, island, onCommit)),
      )
      .then(
        () => {
          section.removeEventListener('click', hold, true);
          for (const control of held.splice(0)) if (control.isConnected) control.click();
          settled();
        },
        // Its code did not arrive (the network dropped): the section stays as the build wrote
        // it, and the next press tries again.
        () => {
          started = false;
          held.length = 0;
          settled();
        },
      );
  };
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (entry?.isIntersecting) start();
      else settled();
    },
    { rootMargin: '0px 0px 25% 0px' },
  );
  observer.observe(section);
  section.addEventListener('pointerdown', start);
  section.addEventListener('focusin', start);
  section.addEventListener('click', hold, true);
  return known;
}

/** The visitor's language, when the page is in another, offered at the bottom of the page. */
async function offerLanguage() {
  const offer = suggestedLanguage(siteLocale(), navigator.languages);
  if (!offer) return;
  // The banner alone: the app's suggestion also reads a post's slugs, which the home page has not.
  const { LanguageOffer } = await import('../i18n/language-offer');
  const element = document.createElement('div');
  document.body.append(element);
  const root = createRoot(element);
  root.render(
    <IslandRoot>
      <LanguageOffer offer={offer} paths={homeInEveryLanguage} onDismissed={() => root.unmount()} />
    </IslandRoot>,
  );
}

/**
 * The home page without the app (docs/performance.md, "Islands on the home page"): the header,
 * the hero and the booking form come to life at once, each content section when it comes into
 * sight, and the rest stays the build's HTML (links load pages whole). Then the page tells the
 * early-input script it is ready, which replays what the visitor pressed before.
 */
export async function hydrateHomeIslands(): Promise<void> {
  openBookingFromStaticButtons();
  await Promise.all([
    hydrateIsland(
      homeIslands.header,
      <SiteHeader languageSwitcher={<LanguageLinks paths={homeInEveryLanguage} />} />,
    ),
    hydrateIsland(homeIslands.hero, <HomeHero />),
    mountBookingRoot(),
    hydrateOnSight(homeIslands.testimonials),
    hydrateOnSight(homeIslands.partners),
    hydrateOnSight(homeIslands.professionals),
  ]);
  document.dispatchEvent(new Event('inzira:app-ready'));
  void offerLanguage();
}
