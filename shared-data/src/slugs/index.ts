export {
  getCurrentSlug,
  getSlugRedirects,
  useCurrentSlug,
  type SlugKind,
  type SlugRedirect,
} from './slug-redirects';
