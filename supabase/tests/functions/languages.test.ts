import {
  caughtInvite,
  listCaughtEmails,
  parseInvite,
  startMailCatcher,
  type MailCatcher,
} from '@inzira/local-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRowsStatus } from '@inzira/shared-data/admin-list';
import { updateConsultation } from '@inzira/shared-data/consultations';
import { withVisitorEmails } from '@inzira/shared-data/visitor-emails';
import { postFrom, startTestContext, type TestContext } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// The public forms in the visitor's language, end to end on real parts (docs/languages.md): the
// function takes the form's `locale`, refuses in it, stores it with the lead, and the lead's
// e-mails and calendar invitations are written in it.

let mail: MailCatcher;
let context: TestContext<Database>;
const ctx = () => context;

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await startTestContext<Database>({ functionSecrets: mail.smtpSecrets });
});

afterAll(async () => {
  await context?.backend.stop();
  await mail?.stop();
});

const booking = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Uwase Aline',
  email,
  countryCode: '+250',
  phone: '788 000 111',
  service: 'Translation Services',
  description: 'Nifuza umusemuzi.',
  _gotcha: '',
  _fillMs: 5000,
  ...extra,
});

async function localeOf(email: string): Promise<string[]> {
  const { data, error } = await ctx().service.from('bookings').select('locale').eq('email', email);
  if (error) throw error;
  return data.map((row) => row.locale);
}

describe('a public form in the visitor language', () => {
  it('stores the language the booking was sent in, English when it says none', async () => {
    const rw = await postFrom(ctx().backend, '127.0.9.1', 'submit-booking', {
      ...booking('rw@example.com'),
      locale: 'rw',
    });
    expect(rw.status).toBe(200);
    expect(await localeOf('rw@example.com')).toEqual(['rw']);
    const none = await postFrom(
      ctx().backend,
      '127.0.9.1',
      'submit-booking',
      booking('en@example.com'),
    );
    expect(none.status).toBe(200);
    expect(await localeOf('en@example.com')).toEqual(['en']);
  });

  it('answers the field refusals in Kinyarwanda and French', async () => {
    const rw = await postFrom(ctx().backend, '127.0.9.2', 'submit-booking', {
      ...booking('refused@example.com', { name: '', phone: '12' }),
      locale: 'rw',
    });
    expect(rw).toEqual({
      status: 400,
      body: {
        error: 'Reba ahagaragajwe hose wongere ugerageze.',
        fieldErrors: {
          name: 'Amazina birakenewe',
          phone: "Telefoni igomba kugira hagati y'inyuguti 4 na 26",
        },
      },
    });
    const fr = await postFrom(ctx().backend, '127.0.9.2', 'submit-booking', {
      ...booking('refused@example.com', { _fillMs: 10 }),
      locale: 'fr',
    });
    expect(fr).toEqual({
      status: 400,
      body: {
        error: "C'était rapide ! Vérifiez vos informations et renvoyez le formulaire.",
      },
    });
    expect(await localeOf('refused@example.com')).toEqual([]);
  });

  it('refuses a language it does not have, in any spelling or shape, and stores nothing', async () => {
    for (const locale of [
      'xx',
      'RW',
      'rw-RW',
      ' rw',
      'en\u0000',
      '',
      7,
      true,
      null,
      ['rw'],
      { rw: 1 },
    ]) {
      const answer = await postFrom(ctx().backend, '127.0.9.3', 'submit-booking', {
        ...booking('odd-locale@example.com'),
        locale,
      });
      expect(answer.status, JSON.stringify(locale)).toBe(400);
    }
    expect(await localeOf('odd-locale@example.com')).toEqual([]);
  });
});

describe('visitor e-mails in the lead language', () => {
  const confirmAndSend = withVisitorEmails(updateConsultation);
  const setStatusAndSend = withVisitorEmails(setRowsStatus);

  it('writes a Kinyarwanda booking confirmation', async () => {
    const { data, error } = await ctx()
      .service.from('bookings')
      .insert({
        full_name: 'Uwase Aline',
        email: 'aline@example.com',
        project_description: 'Ubusemuzi',
        requested_service: 'Translation Services',
        locale: 'rw',
      })
      .select('id')
      .single();
    if (error) throw error;
    await setStatusAndSend(ctx().admin, 'bookings', [data.id], 'confirmed');
    const [message] = await listCaughtEmails(mail.apiUrl, 'aline@example.com');
    expect(message?.subject).toBe('Icyifuzo cyawe muri Inzira cyemejwe');
    expect(message?.text).toContain('Muraho Uwase Aline,');
    expect(message?.text).toContain('Icyifuzo cyawe cya Translation Services cyemejwe.');
    expect(message?.html).toContain('<html lang="rw">');
  });

  it('writes a French consultation with its Kigali time in French and a French invitation', async () => {
    const { data, error } = await ctx()
      .service.from('consultations')
      .insert({
        full_name: 'Claire Mukamana',
        email: 'claire@example.com',
        phone_number: '+250 788 000 222',
        service: 'Brand Design',
        scheduled_for: '2026-11-20T07:00:00Z',
        locale: 'fr',
      })
      .select('id')
      .single();
    if (error) throw error;
    await confirmAndSend(ctx().admin, data.id, { status: 'confirmed' });
    const [message] = await listCaughtEmails(mail.apiUrl, 'claire@example.com');
    expect(message?.subject).toBe('Votre consultation avec Inzira est confirmée');
    expect(message?.text).toContain('Bonjour Claire Mukamana,');
    expect(message?.text).toContain('vendredi 20 novembre 2026 à 09:00 (heure de Kigali)');
    const invite = await caughtInvite(mail.apiUrl, message!);
    expect(invite).toContain('SUMMARY:Consultation Brand Design avec Inzira');
    expect(parseInvite(invite ?? '').start.toISOString()).toBe('2026-11-20T07:00:00.000Z');
  });
});
