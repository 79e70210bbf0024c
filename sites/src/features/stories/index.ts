export { toCustomerStory } from './to-customer-story';
