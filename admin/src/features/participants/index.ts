export { participantsConfig } from './participants-config';
