export { ContactDetails } from './contact-details';
