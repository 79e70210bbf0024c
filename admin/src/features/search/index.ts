export { TopBarSearch } from './top-bar-search';
