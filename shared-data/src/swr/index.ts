export { keyMatcher, useRevalidatingMutation, type DataArea } from './revalidate';
