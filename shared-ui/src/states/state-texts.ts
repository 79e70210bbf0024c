import { createContext, useContext } from 'react';

/**
 * The words of the loading and error states. An app in another language provides its own
 * (the public site passes its catalogues' words, docs/languages.md); the default is English, for
 * the admin, which stays in English, and for stories.
 */
export interface StateTexts {
  /** The spinner's label when a view names no subject of its own. */
  loading: string;
  /** The error state's button that fetches again. */
  retry: string;
}

export const englishStateTexts: StateTexts = { loading: 'Loading...', retry: 'Retry' };

export const StateTextsContext = createContext<StateTexts>(englishStateTexts);

export const useStateTexts = (): StateTexts => useContext(StateTextsContext);
