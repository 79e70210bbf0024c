import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { agency, AGENCY_TIME_ZONE } from '@inzira/contract/agency.ts';
import { toMajorUnits } from '@inzira/contract/money.ts';
import type { Locale } from '@inzira/contract/locales.ts';
import type { EmailKind } from '@inzira/contract/visitor-emails.ts';
import type { QueuedEmail } from './queued-email.ts';
import { translatedWording, type EmailFacts, type EmailPhrases } from './wording.ts';

export interface VisitorMessage {
  subject: string;
  text: string;
  html: string;
}

/** "Friday 28 November 2026, 9:00 AM Kigali time": the slot as a visitor reads it. */
export function kigaliTimeInWords(iso: string): string {
  return `${format(new TZDate(Date.parse(iso), AGENCY_TIME_ZONE), 'EEEE d MMMM yyyy, h:mm a')} Kigali time`;
}

/**
 * A visitor's text as one line of plain characters: control and format characters (CR, LF,
 * tabs, bidi overrides) become spaces, so a name can never start a new header or line.
 */
export function oneLine(text: string, max = 120): string {
  return text
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/** "RWF 350,000", "USD 150.00": the amount the catalogue priced, as the visitor's receipt reads it. */
export function amountInWords(cents: number | null, currency: string | null): string {
  if (cents === null || !currency) return '';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'code' })
    .format(toMajorUnits(cents, currency))
    .replace(/\u00a0/g, ' ');
}

/** An event's dates in Kigali time: "Thursday 3 December 2026, 9:00 AM to 5:00 PM Kigali time". */
function eventTimeInWords(startIso: string | null, endIso: string | null): string {
  if (!startIso) return '';
  if (!endIso) return kigaliTimeInWords(startIso);
  const start = new TZDate(Date.parse(startIso), AGENCY_TIME_ZONE);
  const end = new TZDate(Date.parse(endIso), AGENCY_TIME_ZONE);
  const sameDay = format(start, 'yyyy-MM-dd') === format(end, 'yyyy-MM-dd');
  return sameDay
    ? `${format(start, 'EEEE d MMMM yyyy, h:mm a')} to ${format(end, 'h:mm a')} Kigali time`
    : `${format(start, 'EEEE d MMMM yyyy, h:mm a')} to ${format(end, 'EEEE d MMMM yyyy, h:mm a')} Kigali time`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export interface Wording {
  subject: string;
  /** The paragraphs after the greeting. */
  body: string[];
}

/** The links a consultation e-mail carries (docs/consultations.md). */
export interface MessageLinks {
  /** The signed self-service page: reschedule or cancel. */
  manage?: string;
  /** Only in the verification e-mail: the single-use link and code, and when they lapse. */
  confirm?: { url: string; code: string; expiresAt: string };
}

interface Action {
  label: string;
  url: string;
}

function actionsOf(links: MessageLinks, phrases: EmailPhrases): Action[] {
  return [
    ...(links.confirm ? [{ label: phrases.confirmAction, url: links.confirm.url }] : []),
    ...(links.manage ? [{ label: phrases.manageAction, url: links.manage }] : []),
  ];
}

const englishPhrases: EmailPhrases = {
  greeting: (name) => `Hello ${name},`,
  signOff: (brand) => `The ${brand} team`,
  confirmAction: 'Confirm my e-mail',
  manageAction: 'Reschedule or cancel',
};

/** The lead's language, English for a row from before languages were recorded. */
const localeOf = (row: QueuedEmail): Locale =>
  row.locale === 'rw' || row.locale === 'fr' ? row.locale : 'en';

/** Kigali wall-clock time in words, in a language Intl knows (rw and fr in Node and Deno). */
function kigaliTimeIn(locale: Exclude<Locale, 'en'>, iso: string, withDate = true): string {
  const words = new Intl.DateTimeFormat(`${locale}-RW`, {
    ...(withDate ? { dateStyle: 'full' } : {}),
    timeStyle: 'short',
    timeZone: AGENCY_TIME_ZONE,
  }).format(new Date(iso));
  return locale === 'rw' ? `${words} (isaha y'i Kigali)` : `${words} (heure de Kigali)`;
}

/** What a translated e-mail says, the dates and amounts written for its language. */
function factsOf(row: QueuedEmail, links: MessageLinks, locale: Exclude<Locale, 'en'>): EmailFacts {
  const time = (iso: string | null) => (iso ? kigaliTimeIn(locale, iso) : '');
  return {
    brand: agency.name,
    topic: row.topic ?? '',
    when: time(row.scheduled_for),
    ends: time(row.ends_at),
    location: row.location ?? agency.address,
    amount:
      row.amount_cents === null || !row.currency
        ? ''
        : new Intl.NumberFormat(`${locale}-RW`, {
            style: 'currency',
            currency: row.currency,
            currencyDisplay: 'code',
          })
            .format(toMajorUnits(row.amount_cents, row.currency))
            .replace(/\u00a0|\u202f/g, ' '),
    until: links.confirm ? kigaliTimeIn(locale, links.confirm.expiresAt, false) : '',
    code: links.confirm?.code ?? '',
  };
}

function wordingOf(kind: EmailKind, row: QueuedEmail, links: MessageLinks): Wording {
  const when = row.scheduled_for ? kigaliTimeInWords(row.scheduled_for) : '';
  const topic = row.topic ?? '';
  const amount = amountInWords(row.amount_cents, row.currency);
  switch (kind) {
    case 'enrollment_received':
      return {
        subject: `Your enrollment in ${topic} is received`,
        body: [
          `Thank you for enrolling in ${topic} with ${agency.name}. The course fee is ${amount}.`,
          'If you paid by card, our payment provider confirms the payment and we send you a second e-mail as soon as it has arrived. Otherwise our team contacts you by phone or e-mail to arrange the payment.',
          'Once the payment is received, we send you the course schedule and how to join. Reply to this e-mail with any question.',
        ],
      };
    case 'enrollment_paid':
      return {
        subject: `Payment received for ${topic}`,
        body: [
          `We have received your payment of ${amount} for ${topic}. Your place is confirmed.`,
          'Our team will send you the course schedule and how to join. Reply to this e-mail with any question.',
        ],
      };
    case 'registration_confirmed':
      return {
        subject: `You are registered for ${topic}`,
        body: [
          `Your registration for ${topic} is confirmed.`,
          `When: ${eventTimeInWords(row.scheduled_for, row.ends_at)}.`,
          `Where: ${row.location ?? agency.address}.`,
          'The invitation attached to this e-mail adds the event to your calendar. Reply to this e-mail if you can no longer attend.',
        ],
      };
    case 'consultation_verification': {
      const confirm = links.confirm;
      const until = confirm
        ? `${format(new TZDate(Date.parse(confirm.expiresAt), AGENCY_TIME_ZONE), 'h:mm a')} Kigali time`
        : '';
      return {
        subject: `Confirm your e-mail to keep your consultation request`,
        body: [
          `We are holding ${when} for your ${topic} consultation request until ${until}.`,
          `To keep it, confirm your e-mail with the button below, or enter this code on the page where you booked: ${confirm?.code ?? ''}`,
          'The link and the code work once. If you did not ask for a consultation, ignore this e-mail and the time is released.',
          'Your request is then pending until our team confirms it.',
        ],
      };
    }
    case 'consultation_reminder_day':
      return {
        subject: `Reminder: your consultation with ${agency.name} is coming up`,
        body: [
          `This is a reminder of your ${topic} consultation on ${when}.`,
          'If the time no longer suits you, you can move or cancel it with the link below.',
        ],
      };
    case 'consultation_reminder_hour':
      return {
        subject: `Your consultation with ${agency.name} starts in an hour`,
        body: [`Your ${topic} consultation starts at ${when}. See you soon.`],
      };
    case 'consultation_confirmed':
      return {
        subject: `Your consultation with ${agency.name} is confirmed`,
        body: [
          `Your ${topic} consultation is confirmed for ${when}.`,
          'The invitation attached to this e-mail adds it to your calendar.',
        ],
      };
    case 'consultation_rescheduled':
      return {
        subject: `Your consultation with ${agency.name} has moved`,
        body: [
          `Your ${topic} consultation now takes place on ${when}.`,
          'The invitation attached to this e-mail updates your calendar.',
        ],
      };
    case 'consultation_cancelled':
      return {
        subject: `Your consultation with ${agency.name} is cancelled`,
        body: [
          `Your ${topic} consultation on ${when} is cancelled.`,
          'The attachment removes it from your calendar. Reply to this e-mail if you would like another time.',
        ],
      };
    case 'booking_confirmed':
      return {
        subject: `Your booking with ${agency.name} is confirmed`,
        body: [
          `Your booking for ${topic} is confirmed.`,
          'We will contact you shortly to plan the next steps.',
        ],
      };
    case 'booking_cancelled':
      return {
        subject: `Your booking with ${agency.name} is cancelled`,
        body: [
          `Your booking for ${topic} is cancelled.`,
          'Reply to this e-mail if this is a mistake or you would like to book again.',
        ],
      };
    case 'partner_application_accepted':
      return {
        subject: `Welcome to the ${agency.name} partner network`,
        body: [
          `We are pleased to tell you that your application to partner with ${agency.name} is accepted.`,
          'We will be in touch shortly about the next steps.',
        ],
      };
    case 'partner_application_rejected':
      return {
        subject: `Your partner application to ${agency.name}`,
        body: [
          `Thank you for your interest in partnering with ${agency.name}. After careful review we are unable to accept your application at this time.`,
          'You are welcome to apply again in the future.',
        ],
      };
  }
}

const contactLine = () => [agency.email, ...agency.phones.slice(0, 1), agency.address].join(' · ');

/** The e-mail of one outbox row: plain text and HTML with the agency's brand. */
export function composeMessage(row: QueuedEmail, links: MessageLinks = {}): VisitorMessage {
  // Written in the language the visitor used on the site (docs/languages.md).
  const locale = localeOf(row);
  const translated =
    locale === 'en' ? undefined : translatedWording(locale, row.kind, factsOf(row, links, locale));
  const { subject, body } = translated?.wording ?? wordingOf(row.kind, row, links);
  const phrases = translated?.phrases ?? englishPhrases;
  const actions = actionsOf(links, phrases);
  const greeting = phrases.greeting(oneLine(row.recipient_name));
  const signOff = phrases.signOff(agency.name);
  const text = [
    greeting,
    ...body,
    ...actions.map((action) => `${action.label}: ${action.url}`),
    signOff,
    `--\n${agency.name}: ${agency.tagline}\n${contactLine()}`,
  ]
    .join('\n\n')
    .concat('\n');
  const paragraph = (line: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(line)}</p>`;
  const button = (action: Action) =>
    `<p style="margin:0 0 16px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0b4f9c;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1a1f2b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="background:#0b4f9c;color:#ffffff;padding:20px 24px;font-size:22px;font-weight:bold;border-radius:8px 8px 0 0">${escapeHtml(agency.name)}</td></tr>
<tr><td style="padding:24px">
${[greeting, ...body].map(paragraph).join('\n')}
${actions.map(button).join('\n')}
${paragraph(signOff)}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#4a5263;border-top:1px solid #e3e7ef">${escapeHtml(agency.tagline)}<br>${escapeHtml(contactLine())}</td></tr>
</table>
</body></html>
`;
  return { subject, text, html };
}
