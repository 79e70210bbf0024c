import { FUNCTION_NAMES } from '@inzira/contract/functions.ts';
import { useSupabase, type DataClient } from '../client';
import { useQuery } from '../swr';
import { consultationKeys } from './keys';
import { invokeFunction, type InvokeResult } from '../forms/invoke-submission';
import type { SubmissionStatus } from '../forms/statuses';

/** The appointment as the confirm and manage pages show it (docs/consultations.md). */
export interface VisitorAppointment {
  scheduledFor: string;
  service: string;
  fullName: string;
}

export interface ConfirmedHold {
  consultation: VisitorAppointment;
  /** The signed token of the consultation's self-service page. */
  manageToken: string;
}

/** The consultation's own page, where its visitor reschedules or cancels. */
export const manageConsultationPath = (token: string) =>
  `/consultation/manage?token=${encodeURIComponent(token)}`;

/**
 * Confirms the visitor's e-mail for a held slot: the link's token, or the address and the code
 * from the e-mail. Each works once; a lapsed hold is refused.
 */
export function confirmConsultationEmail(
  client: DataClient,
  proof: { token: string } | { email: string; code: string },
): Promise<InvokeResult<ConfirmedHold>> {
  return invokeFunction<ConfirmedHold>(client, FUNCTION_NAMES.confirmConsultation, proof);
}

export type ManagedAppointment = VisitorAppointment & { status: SubmissionStatus };

export type ManageRequest =
  { action: 'view' } | { action: 'cancel' } | { action: 'reschedule'; scheduled_for: string };

/** Reads or changes the appointment the signed token names. */
export function manageConsultation(
  client: DataClient,
  token: string,
  request: ManageRequest,
): Promise<InvokeResult<{ consultation: ManagedAppointment }>> {
  return invokeFunction<{ consultation: ManagedAppointment }>(
    client,
    FUNCTION_NAMES.manageConsultation,
    { token, ...request },
  );
}

/** The appointment the signed token names, for its page; a refusal is the view's error. */
export function useManagedConsultation(token: string) {
  const client = useSupabase();
  return useQuery(consultationKeys.managed(token), async ([, , managed]) => {
    const result = await manageConsultation(client, managed, { action: 'view' });
    if (result.kind === 'refused') throw new Error(result.message);
    return result.data.consultation;
  });
}
