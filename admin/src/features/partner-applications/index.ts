export { partnerApplicationsConfig } from './partner-applications-config';
