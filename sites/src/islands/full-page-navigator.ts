import { createPath, type Navigator, type To } from 'react-router-dom';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * The router's navigator on a page that runs without the app (the home page's islands): every
 * page is prerendered, so a link the router would follow in place loads the page whole instead,
 * like a link without JavaScript. React Router hands it the path with its basename.
 */
export const fullPageNavigator: Navigator = {
  createHref: href,
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
  go: (delta) => window.history.go(delta),
};
