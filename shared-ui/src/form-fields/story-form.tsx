import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Decorator } from '@storybook/react-vite';
import type { FormikConfig, FormikValues } from 'formik';
import { FormikForm, SubmitButton } from './formik-form';

interface StoryFormProps<Values extends FormikValues> {
  initialValues: Values;
  validationSchema?: FormikConfig<Values>['validationSchema'];
  /** Simulates a save that never ends so the submitting state can be seen. */
  isSlow?: boolean;
  children: ReactNode;
}

// Story-only harness: a Formik form around the field under test, a submit
// button, and the submitted values printed as JSON so play functions can check
// exactly what the form would send (e.g. a number, not a string).
function StoryForm<Values extends FormikValues>({
  initialValues,
  validationSchema,
  isSlow,
  children,
}: StoryFormProps<Values>) {
  const [submitted, setSubmitted] = useState<string>();
  return (
    <Box sx={{ p: 3, maxWidth: 560 }}>
      <FormikForm
        initialValues={initialValues}
        validationSchema={validationSchema}
        onSubmit={async (values) => {
          if (isSlow) await new Promise<never>(() => undefined);
          setSubmitted(JSON.stringify(values));
        }}
      >
        {children}
        <Box>
          <SubmitButton label="Submit" submittingLabel="Submitting..." />
        </Box>
      </FormikForm>
      <Box
        component="output"
        aria-label="Submitted values"
        sx={{ display: 'block', mt: 2, fontFamily: 'monospace' }}
      >
        {submitted}
      </Box>
    </Box>
  );
}

// A story sets `parameters: { slowSubmit: true }` to see the submitting state.
export function withFormik<Values extends FormikValues>(
  config: Omit<StoryFormProps<Values>, 'children' | 'isSlow'>,
): Decorator {
  return (Story, context) => (
    <StoryForm {...config} isSlow={context.parameters['slowSubmit'] === true}>
      <Story />
    </StoryForm>
  );
}

export const phoneViewport = { viewport: { value: 'mobile1', isRotated: false } };
