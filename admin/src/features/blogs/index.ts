export { blogsConfig } from './blogs-config';
