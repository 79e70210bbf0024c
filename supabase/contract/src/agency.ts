/**
 * The agency's own clock: consultation slots, booking windows, the back-office's date fields and
 * the visitor e-mails all read and write Kigali wall time, whatever zone the device is in. The
 * database's SQL names the same zone in its slot and window checks.
 */
export const AGENCY_TIME_ZONE = 'Africa/Kigali';

/** What the agency's e-mails and calendar invitations say of it (the apps' brand reads them too). */
export interface AgencyFacts {
  name: string;
  tagline: string;
  phones: string[];
  email: string;
  address: string;
}

// Contact data is deliberately placeholder (example.com, +250 7xx) until the agency supplies its
// own; changing it here updates both apps and the e-mails sent to visitors.
export const agency: AgencyFacts = {
  name: 'Inzira',
  tagline: 'Connecting Rwanda and beyond with elite creative and marketing professionals.',
  phones: ['+250 700 000 001', '+250 700 000 002'],
  email: 'hello@example.com',
  address: 'KN 4 Ave, Kigali, Rwanda',
};
