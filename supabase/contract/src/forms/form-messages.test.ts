import { describe, expect, it } from 'vitest';
import { schemaErrors } from '@inzira/test-kit/schema-errors';
import { bookingSchema } from './booking.schema.ts';
import { formMessageTables } from './form-message-tables.ts';
import { formMessageTemplates, localizeFormMessage } from './form-messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the forms' messages in each language", () => {
  it('give every template in every language, with the same placeholders', () => {
    for (const [locale, table] of Object.entries(formMessageTables)) {
      if (!table) continue;
      for (const [key, english] of Object.entries(formMessageTemplates)) {
        const text = table.messages[key as keyof typeof formMessageTemplates];
        expect(text, `${locale} ${key}`).toBeTruthy();
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english));
      }
    }
  });

  it("say the booking form's refusals in Kinyarwanda and French, labels included", async () => {
    const errors = await schemaErrors(bookingSchema, {
      name: '',
      email: 'not-an-address',
      phone: '12',
      service: 'Catering',
      description: 'x'.repeat(5001),
    });
    const rw = formMessageTables.rw;
    const fr = formMessageTables.fr;
    expect(localizeFormMessage(errors.name?.[0] ?? '', rw)).toBe('Amazina birakenewe');
    expect(localizeFormMessage(errors.email?.[0] ?? '', rw)).toBe('Andika imeri yemewe');
    expect(localizeFormMessage(errors.phone?.[0] ?? '', rw)).toBe(
      "Telefoni igomba kugira hagati y'inyuguti 4 na 26",
    );
    expect(localizeFormMessage(errors.service?.[0] ?? '', fr)).toBe('Veuillez choisir un service');
    expect(localizeFormMessage(errors.description?.[0] ?? '', fr)).toBe(
      'Le message ne doit pas dépasser 5000 caractères',
    );
  });

  it('leave English as it is, and an unknown message untranslated rather than half-translated', () => {
    expect(localizeFormMessage('Name is required', undefined)).toBe('Name is required');
    expect(
      localizeFormMessage('Registration for this event is closed.', formMessageTables.rw),
    ).toBe('Registration for this event is closed.');
    // A label the table does not know keeps its English word inside the translated sentence.
    expect(localizeFormMessage('Venue is required', formMessageTables.fr)).toBe(
      'Venue est obligatoire',
    );
  });
});
