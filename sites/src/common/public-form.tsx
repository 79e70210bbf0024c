import {
  submitForm,
  useSubmission,
  type FieldLabels,
  type SubmissionOptions,
} from '@inzira/shared-data/forms';
import { SubmitButton, type SubmitButtonProps } from '@inzira/shared-ui/form-fields';
import {
  SubmissionDialog,
  SubmissionForm,
  type SubmissionDialogProps,
  type SubmissionFormProps,
} from '@inzira/shared-ui/submission';
import type { FormikValues } from 'formik';
import { useState, type ReactNode } from 'react';
import { env } from '../config/env';
import { earlyShownAt, findEarlyForm, readEarlyForm } from './early-form/early-form-handoff';
import { EarlyFormClosed, EarlyFormTakeover } from './early-form/early-form-takeover';
import type { FormName } from './opens-form';
import { useFormMessages } from '../i18n/form-messages';
import { m } from '../paraglide/messages.js';
import { siteLocale } from '../i18n/site-locale';
import { useTurnstile } from './turnstile';

/**
 * The agency's Formspree notification of a public form, sent from the browser once the row is
 * stored (docs/trusted-submissions.md, "Formspree: sent from the browser").
 */
export function notifyAgency(
  formId: string,
  fields: Parameters<typeof submitForm>[1],
  labels: FieldLabels,
) {
  return submitForm({ endpoint: env.formspreeEndpoint, formId }, fields, labels);
}

/**
 * How every public form of the site submits: through its Edge Function (useSubmission), with
 * Turnstile's token when the site has a Turnstile key; `challenge` is the widget to show above
 * the submit button (null without a key).
 */
export function usePublicSubmission<Values extends object>(options: SubmissionOptions<Values>) {
  const turnstile = useTurnstile(env.turnstileSiteKey);
  const submission = useSubmission<Values>({
    ...options,
    // The function answers, stores and e-mails in the page's language (docs/languages.md).
    toBody: (values) => ({ ...options.toBody(values), locale: siteLocale() }),
    takeChallengeToken: turnstile.takeToken,
  });
  return { ...submission, challenge: turnstile.widget };
}

export type PublicSubmission<Values extends object> = ReturnType<
  typeof usePublicSubmission<Values>
>;

/** What a public form's screens say. */
export interface PublicFormTexts {
  /** The submit button's label, and what it says while the submission is on its way. */
  submitLabel: string;
  submittingLabel: string;
}

export interface PublicFormProps<Values extends FormikValues> extends Pick<
  SubmissionFormProps<Values>,
  'initialValues' | 'validationSchema' | 'invalidMessage'
> {
  submission: PublicSubmission<Values>;
  texts: PublicFormTexts;
  /** The submit button's placement in the form's grid (default: the full width). */
  submitSx?: SubmitButtonProps['sx'];
  /** The fields. */
  children: ReactNode;
}

/**
 * A public form wired to its submission: validated on submit and then on every change, focus
 * to the first invalid field, the function's refusal in the banner (SubmissionForm).
 */
export function PublicForm<Values extends FormikValues>({
  submission,
  texts,
  submitSx,
  children,
  invalidMessage,
  ...form
}: PublicFormProps<Values>) {
  const localize = useFormMessages();
  return (
    <SubmissionForm<Values>
      {...form}
      localizeError={localize}
      invalidMessage={invalidMessage && localize(invalidMessage)}
      onSubmit={(values, helpers) =>
        // The function's field errors, each under its field (Formik validated before the call).
        submission.submit(values, {
          setErrors: (errors) => {
            for (const [field, message] of Object.entries(errors)) {
              helpers.setFieldError(field, message);
            }
          },
        })
      }
      formError={submission.formError}
    >
      {children}
      {submission.challenge}
      <SubmitButton
        label={texts.submitLabel}
        submittingLabel={texts.submittingLabel}
        size="large"
        sx={submitSx}
      />
    </SubmissionForm>
  );
}

/** A public form in a dialog: its function, its schema and what its screens say. */
export interface PublicFormSpec<Values extends FormikValues> extends SubmissionOptions<Values> {
  validationSchema: SubmissionFormProps<Values>['validationSchema'];
  texts: PublicFormTexts & Pick<SubmissionDialogProps, 'title' | 'successTitle' | 'successContent'>;
}

export interface PublicFormDialogProps<Values extends FormikValues>
  extends
    Pick<SubmissionDialogProps, 'open' | 'onClose' | 'maxWidth'>,
    Pick<PublicFormProps<Values>, 'initialValues' | 'children'> {
  form: PublicFormSpec<Values>;
  /**
   * The form's name when the prerendered page can show a copy of it before the app has started:
   * the dialog then takes over that copy's text, and its fill time counts from the copy's showing.
   */
  early?: FormName;
}

/** A public form in its dialog: the form until the row is stored, then the confirmation. */
export function PublicFormDialog<Values extends FormikValues>({
  open,
  onClose,
  maxWidth,
  form: { texts, validationSchema, ...options },
  early,
  children,
  initialValues,
  ...form
}: PublicFormDialogProps<Values>) {
  // Read once, as the dialog opens: a later opening starts fresh.
  const [handoff] = useState(() => {
    const copy = early ? findEarlyForm(early) : undefined;
    return copy && { copy, shownAt: earlyShownAt(copy), taken: readEarlyForm(copy) };
  });
  const submission = usePublicSubmission<Values>({ ...options, openedAt: handoff?.shownAt });
  // The visitor's text wins over the opening's pre-fill, on the form's own text fields only.
  const typed = Object.fromEntries(
    Object.entries(handoff?.taken.values ?? {}).filter(
      ([name]) => typeof initialValues[name] === 'string',
    ),
  );
  const closedEarly = handoff?.taken.closed === true;
  return (
    <>
      {handoff && closedEarly && <EarlyFormClosed copy={handoff.copy} onClose={onClose} />}
      <SubmissionDialog
        open={open && !closedEarly}
        onClose={onClose}
        title={texts.title}
        successTitle={texts.successTitle}
        successContent={texts.successContent}
        maxWidth={maxWidth}
        closeLabel={m.close()}
        submitted={submission.submitted}
      >
        <PublicForm<Values>
          submission={submission}
          texts={texts}
          validationSchema={validationSchema}
          initialValues={{ ...initialValues, ...typed }}
          {...form}
        >
          {children}
          {handoff && !closedEarly && <EarlyFormTakeover copy={handoff.copy} onClosed={onClose} />}
        </PublicForm>
      </SubmissionDialog>
    </>
  );
}
