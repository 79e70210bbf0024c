import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSupabase } from '../client';
import { keyMatcher } from '../swr/revalidate';
import { FILL_TIME_FIELD, HONEYPOT_FIELD, TURNSTILE_FIELD } from '@inzira/contract/bot-check.ts';
import type { FUNCTION_NAMES } from '@inzira/contract/functions.ts';
import { isHoneypotFilled } from './honeypot';
import { invokeFunction, type SubmissionFunction } from './invoke-submission';
import type { FormOutcome } from './submit-form';

export { FILL_TIME_FIELD, TURNSTILE_FIELD };

export interface SubmissionOptions<Values> {
  functionName: Exclude<SubmissionFunction, typeof FUNCTION_NAMES.voteOnBlog>;
  /** The validated form values as the function's body (the form's own field names). */
  toBody: (values: Values) => Record<string, unknown>;
  /** Formspree's notification to the agency, sent from the browser once the row is stored. */
  notify?: (values: Values, reference: string) => Promise<FormOutcome>;
  /**
   * Cached areas to refresh after a refusal (e.g. the taken consultation slots, so a slot taken
   * meanwhile shows as taken). Not after success: the visitor's own slot must stay chosen while a
   * failed notification is retried.
   */
  revalidates?: readonly string[];
  /**
   * The security check's token for this call (Turnstile, when the site has it on); called once
   * per call to the function, as a token is good for one submission only.
   */
  takeChallengeToken?: () => string | undefined;
  /**
   * When the visitor first saw the form (epoch ms), if before this hook ran: a copy shown before
   * the app had started. The fill time counts from it; by default from the hook's first render.
   */
  openedAt?: number;
}

export interface SubmissionHelpers {
  setErrors(errors: Record<string, string>): void;
}

/**
 * The one way a public form submits (Formik has validated with the form's schema): the values
 * go to the form's Edge Function, which validates again and stores one row; its field errors
 * land under their fields and anything else in `formError`. Then the agency is notified. When
 * the notification fails, pressing Submit again with the same values only resends it (the row
 * is not stored twice); corrected values are stored as a new submission.
 */
export function useSubmission<Values extends object>(options: SubmissionOptions<Values>) {
  const client = useSupabase();
  const { mutate } = useSWRConfig();
  const openedAt = useRef(options.openedAt ?? Date.now());
  const stored = useRef<{ key: string; reference: string } | undefined>(undefined);
  const [formError, setFormError] = useState<string>();
  const [done, setDone] = useState<{ reference: string; values: Values }>();

  const submit = async (values: Values, helpers: SubmissionHelpers): Promise<void> => {
    setFormError(undefined);
    const body = options.toBody(values);
    const key = JSON.stringify(body);
    let saved = stored.current?.key === key ? stored.current.reference : undefined;
    if (!saved) {
      const honeypot = (values as Record<string, unknown>)[HONEYPOT_FIELD];
      const challengeToken = options.takeChallengeToken?.();
      const result = await invokeFunction<{ reference: string }>(client, options.functionName, {
        ...body,
        [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '',
        [FILL_TIME_FIELD]: Date.now() - openedAt.current,
        ...(challengeToken === undefined ? {} : { [TURNSTILE_FIELD]: challengeToken }),
      });
      if (result.kind === 'refused') {
        if (options.revalidates) void mutate(keyMatcher(options.revalidates));
        helpers.setErrors(result.fieldErrors);
        setFormError(result.message);
        return;
      }
      saved = result.data.reference;
      stored.current = { key, reference: saved };
    }
    // A bot filled the hidden field: it sees the usual success and the agency hears nothing.
    if (options.notify && !isHoneypotFilled(values as Record<string, unknown>)) {
      const outcome = await options.notify(values, saved);
      if (outcome.kind === 'error') {
        helpers.setErrors(outcome.fieldErrors);
        setFormError(outcome.formError);
        return;
      }
    }
    setDone({ reference: saved, values });
  };

  /** A fresh form (the dialog opened again). */
  const reset = () => {
    openedAt.current = Date.now();
    stored.current = undefined;
    setFormError(undefined);
    setDone(undefined);
  };

  return {
    submit,
    reset,
    formError,
    submitted: done !== undefined,
    /** The stored row's id, once stored. */
    reference: done?.reference,
    /** The values that were stored, for the confirmation. */
    submittedValues: done?.values,
  };
}
