import Box from '@mui/material/Box';
import {
  Form,
  Formik,
  useFormikContext,
  validateYupSchema,
  yupToFormErrors,
  type FormikErrors,
  type FormikConfig,
  type FormikHelpers,
  type FormikValues,
} from 'formik';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormErrorBanner } from '../form-fields/form-error-banner';
import { HoneypotField } from '../form-fields/honeypot-field';
import { HONEYPOT_FIELD } from '@inzira/contract/bot-check.ts';

export interface SubmissionFormProps<Values extends FormikValues> {
  initialValues: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
  /** The form-level message (the function's refusal, a network failure). */
  formError?: string;
  /**
   * Shown in the same place, when there is no `formError`, while a submitted form has field
   * errors (e.g. "Please check your inputs and try again.").
   */
  invalidMessage?: string;
  /** Hidden field bots fill; its value travels with the submission. */
  honeypotName?: string;
  /**
   * Puts each of the schema's messages in the visitor's language (the public site's forms);
   * without it they show as the schema writes them.
   */
  localizeError?: (message: string) => string;
  children: ReactNode;
}

/** On a submit that found errors, focus moves to the first invalid field. */
/**
 * The messages' language can arrive after the form (a page's form messages are a chunk of their
 * own): once it does, the errors already on screen are validated again, so they are shown in
 * the page's language rather than left in English.
 */
function RevalidateOnNewLanguage({
  localizeError,
}: {
  localizeError?: (message: string) => string;
}) {
  const { submitCount, validateForm } = useFormikContext();
  const first = useRef(localizeError);
  useEffect(() => {
    if (localizeError === first.current) return;
    first.current = localizeError;
    if (submitCount > 0) void validateForm();
  }, [localizeError, submitCount, validateForm]);
  return null;
}

function FocusFirstInvalid({ form }: { form: React.RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValidating || submitCount === handled.current) return;
    if (Object.keys(errors).length === 0) return;
    handled.current = submitCount;
    const first = form.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"]:not([aria-hidden="true"]):not([tabindex="-1"]), [aria-invalid="true"] [role="combobox"]',
    );
    first?.focus();
  }, [submitCount, isSubmitting, isValidating, errors, form]);
  return null;
}

/** The server's message, else `invalidMessage` whenever a submitted form has field errors. */
function ErrorBanner({
  formError,
  invalidMessage,
}: {
  formError?: string;
  invalidMessage?: string;
}) {
  const { errors, submitCount } = useFormikContext();
  const hasFieldErrors = submitCount > 0 && Object.keys(errors).length > 0;
  return <FormErrorBanner message={formError ?? (hasFieldErrors ? invalidMessage : undefined)} />;
}

/**
 * A public form: validated with its schema on submit and then on every change, never on the
 * blur of a field nobody typed in; on submit with errors the first invalid field takes focus.
 */
export function SubmissionForm<Values extends FormikValues>({
  initialValues,
  validationSchema,
  onSubmit,
  formError,
  invalidMessage,
  honeypotName = HONEYPOT_FIELD,
  localizeError,
  children,
}: SubmissionFormProps<Values>) {
  const [attempted, setAttempted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // The same schema validation Formik runs for validationSchema, each message then localized.
  const validate = localizeError
    ? async (values: Values): Promise<FormikErrors<Values>> => {
        try {
          await validateYupSchema(values, validationSchema);
          return {};
        } catch (error) {
          const errors = yupToFormErrors<Values>(error);
          for (const [field, message] of Object.entries(errors)) {
            if (typeof message === 'string')
              Object.assign(errors, { [field]: localizeError(message) });
          }
          return errors;
        }
      }
    : undefined;
  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={validate ? undefined : validationSchema}
      validate={validate}
      onSubmit={onSubmit}
      validateOnBlur={false}
      validateOnChange={attempted}
    >
      <Box
        component={Form}
        ref={form}
        // Sent by the app only. A prerendered form posted by the browser itself (no JavaScript)
        // must not put what was typed into an address, where hosts and proxies log it.
        method="post"
        noValidate
        onSubmitCapture={() => setAttempted(true)}
        sx={{ display: 'grid', gap: 1 }}
      >
        <ErrorBanner formError={formError} invalidMessage={invalidMessage} />
        {children}
        <HoneypotField name={honeypotName} />
        <FocusFirstInvalid form={form} />
        <RevalidateOnNewLanguage localizeError={localizeError} />
      </Box>
    </Formik>
  );
}
