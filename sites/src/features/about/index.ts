export { RegistrationDetails } from './registration-details';
export { TeamGrid } from './team-grid';
