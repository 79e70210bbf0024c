import {
  consultationSchema,
  toPublicConsultation,
} from '@inzira/contract/forms/consultation.schema.ts';
import { confirmUrl } from '../_shared/consultation-links.ts';
import { serviceClient, toRequestError } from '../_shared/database.ts';
import { serveSubmission } from '../_shared/submission.ts';
import { sendClaimed } from '../send-visitor-emails/outbox.ts';

/**
 * A consultation request holds its slot until the visitor confirms their e-mail
 * (docs/consultations.md): the database stores the hold and hands back the link token and code
 * once, and they go straight into the verification e-mail, the only place they are kept.
 */
Deno.serve(
  serveSubmission({
    form: 'consultation',
    schema: consultationSchema,
    toFields: toPublicConsultation,
    async store(fields, address) {
      const database = serviceClient();
      const { data, error } = await database
        .rpc('hold_consultation', { source_address: address, fields })
        .single();
      if (error) throw toRequestError(error);
      const email = await database
        .from('visitor_emails')
        .select('*')
        .eq('id', data.email_id)
        .single();
      if (email.error) throw new Error(email.error.message);
      const [sent] = await sendClaimed(database, [email.data], {
        confirm: { url: confirmUrl(data.token), code: data.code, expiresAt: data.hold_expires_at },
      });
      return {
        reference: data.reference,
        holdExpiresAt: data.hold_expires_at,
        emailSent: sent?.status === 'sent',
      };
    },
  }),
);
