/**
 * The forms' messages in the visitor's language (docs/languages.md, "Form messages"). The
 * schemas in this folder speak English, and their English message is the key: each template
 * below names one message, its `{placeholders}` filled from the message itself, so the site (under
 * each field) and the Edge Functions (in their refusals) give the same words in the language the
 * form was sent in. A table is one language's words; English needs none.
 */
export const formMessageTemplates = {
  required: '{label} is required',
  maxLength: '{label} must be at most {max} characters',
  emailInvalid: 'Please enter a valid email address',
  phoneCharacters: '{label} may only contain digits, spaces and + ( ) . -',
  phoneLength: '{label} must be {min} to {max} characters',
  countryCode: 'Country code must look like +250',
  chooseService: 'Please choose a service',
  checkFields: 'Please check the highlighted fields and try again.',
  checkInputs: 'Please check your inputs and try again.',
  tooQuick: 'That was quick! Please check your details and send the form again.',
  rateLimited: 'Too many submissions from your connection. Please try again in an hour.',
  tooManyRequests: 'Too many requests. Please try again later.',
  unknownLocale: 'Unknown language: use en, rw or fr.',
} as const;

export type FormMessageKey = keyof typeof formMessageTemplates;

export interface FormMessageTable {
  /** Every template in this language, with the same placeholders. */
  messages: Record<FormMessageKey, string>;
  /** The forms' field names as messages name them ("Name", "Phone number"). */
  labels: Record<string, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "{label} is required" -> /^(?<label>.+?) is required$/ */
const patterns = Object.entries(formMessageTemplates).map(([key, template]) => {
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name ? `(?<${name}>.+?)` : escapeRegExp(part);
    })
    .join('');
  return { key: key as FormMessageKey, pattern: new RegExp(`^${source}$`, 's') };
});

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * `message` in the table's language; a message no template knows (a database refusal written for
 * one case) stays as it is, in English, rather than half translated.
 */
export function localizeFormMessage(message: string, table: FormMessageTable | undefined): string {
  if (!table) return message;
  for (const { key, pattern } of patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = { ...match.groups };
    if (values.label !== undefined) values.label = table.labels[values.label] ?? values.label;
    return fill(table.messages[key], values);
  }
  return message;
}
