export { projectsConfig } from './projects-config';
