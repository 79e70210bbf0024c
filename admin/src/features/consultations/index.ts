export { consultationsConfig } from './consultations-config';
