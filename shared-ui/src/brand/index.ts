export { brand, pageTitle, whatsappUrl } from './brand';
export type { Brand, Registration, SocialLink } from './brand';
