import { consultationOfManageToken } from '../_shared/consultation-links.ts';
import { serviceClient, toRequestError } from '../_shared/database.ts';
import { RequestError, serveJson } from '../_shared/http.ts';
import { readFlatObject } from '../_shared/read-body.ts';
import { sendQueued } from '../send-visitor-emails/outbox.ts';

const actions = ['view', 'reschedule', 'cancel'] as const;
type Action = (typeof actions)[number];
const isAction = (value: unknown): value is Action => actions.some((action) => action === value);

/** An instant as the form sends it: an ISO date-time with an explicit offset, nothing else. */
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The visitor's self-service page (docs/consultations.md, "Self-service"): `{ token, action }`
 * with the signed token of the e-mail's link; `view` answers the appointment, `reschedule` (with
 * `scheduled_for`) moves it under the same slot rules as a new request, `cancel` cancels it. The
 * change goes into the lead's history as the visitor's, and its e-mail (with the updated or
 * cancelled calendar invitation) is sent at once.
 */
Deno.serve(
  // Visitors, with the apps' publishable key (docs/api-keys.md); the token or code proves the rest.
  serveJson('publishable', async (request) => {
    const {
      token,
      action,
      scheduled_for: scheduledFor,
      ...unknown
    } = await readFlatObject(request);
    if (Object.keys(unknown).length > 0) {
      throw new RequestError(400, `Unknown field: ${Object.keys(unknown).join(', ')}`);
    }
    if (!isAction(action))
      throw new RequestError(400, 'action must be view, reschedule or cancel.');
    const id = typeof token === 'string' ? await consultationOfManageToken(token) : null;
    if (!id)
      throw new RequestError(404, 'This link is not valid. Use the link in your latest e-mail.');
    const database = serviceClient();
    if (action === 'reschedule') {
      if (
        typeof scheduledFor !== 'string' ||
        !instantPattern.test(scheduledFor) ||
        Number.isNaN(Date.parse(scheduledFor))
      ) {
        throw new RequestError(400, 'Please choose a date and a time slot.', {
          scheduled_for: 'Please choose a date and a time slot',
        });
      }
      const moved = await database.rpc('visitor_reschedule_consultation', {
        consultation_id: id,
        scheduled_for: scheduledFor,
      });
      if (moved.error) throw toRequestError(moved.error);
    } else if (action === 'cancel') {
      const cancelled = await database.rpc('visitor_cancel_consultation', { consultation_id: id });
      if (cancelled.error) throw toRequestError(cancelled.error);
    } else if (scheduledFor !== undefined) {
      throw new RequestError(400, 'Unknown field: scheduled_for');
    }
    // The change's e-mail goes out now, not when an administrator next saves something.
    if (action !== 'view') await sendQueued(database);
    const { data, error } = await database.rpc('visitor_consultation', { consultation_id: id });
    if (error) throw toRequestError(error);
    const [consultation] = data ?? [];
    if (!consultation) throw new RequestError(404, 'This consultation was not found.');
    return {
      consultation: {
        scheduledFor: consultation.scheduled_for,
        service: consultation.service,
        fullName: consultation.full_name,
        status: consultation.status,
      },
    };
  }),
);
