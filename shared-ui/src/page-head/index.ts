export { PageHead, absoluteUrl, type PageHeadProps } from './page-head';
