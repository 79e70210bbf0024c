export { professionalsConfig } from './professionals-config';
