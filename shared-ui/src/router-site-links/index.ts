export { routerSiteLinks } from './router-site-links';
