export { SitePageHead, type SitePageHeadProps } from './site-page-head';
