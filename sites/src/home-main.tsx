import { localeOfPath } from './i18n/locale-paths';
import { setSiteLocale } from './i18n/site-locale';
import { hydrateHomeIslands } from './islands/hydrate-islands';

// The home page's script (home.html): its islands instead of the whole app
// (docs/performance.md, "Islands on the home page").
setSiteLocale(localeOfPath(window.location.pathname));
void hydrateHomeIslands();
