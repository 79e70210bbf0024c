import type { StateTexts } from '@inzira/shared-ui/states';
import type { ErrorScreenTexts } from '@inzira/shared-ui/error-screen';
import type { NotFoundTexts } from '@inzira/shared-ui/not-found';
import { m } from '../../paraglide/messages.js';

// The shared components' words in the page's language (docs/languages.md, "Catalogues"). Each
// group has its own module so a chunk carries only the messages of the components it shows.

/** Loading and Retry of every data view. */
export const stateTexts = (): StateTexts => ({ loading: m.state_loading(), retry: m.retry() });

export const errorScreenTexts = (): ErrorScreenTexts => ({
  title: m.error_screen_title(),
  tryAgain: m.error_screen_try_again(),
});

export const notFoundTexts = (): NotFoundTexts => ({
  title: m.not_found_title(),
  backHome: m.not_found_back_home(),
});
