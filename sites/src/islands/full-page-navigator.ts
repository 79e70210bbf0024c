import { createPath, type Navigator } from 'react-router-dom';

/**
 * The router's navigator on a page that runs without the app (the home page's islands): every
 * page is prerendered, so a link the router would follow in place loads the page whole instead,
 * like a link without JavaScript. React Router hands it the path with its basename.
 */
export const fullPageNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  push: (to) => window.location.assign(typeof to === 'string' ? to : createPath(to)),
  replace: (to) => window.location.replace(typeof to === 'string' ? to : createPath(to)),
  go: (delta) => window.history.go(delta),
};
