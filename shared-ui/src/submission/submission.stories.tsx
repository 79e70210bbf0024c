import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { object, string } from 'yup';
import { SubmitButton, TextInput } from '../form-fields';
import { SubmissionDialog } from './submission-dialog';
import { SubmissionForm } from './submission-form';

const schema = object({
  name: string().trim().required('Name is required'),
  email: string().trim().email('Enter a valid e-mail address').required('Email is required'),
});

type Outcome = 'stored' | 'refused' | 'pending';

interface DemoProps {
  /** What the server answers: stored, a refusal with a message, or no answer yet. */
  outcome: Outcome;
  onClose: () => void;
  /** The banner a form shows while a submitted form has field errors (the consultation's). */
  invalidMessage?: string;
}

/** A dialog and form wired as a feature wires them, with the server's answer chosen by the story. */
function SubmissionDemo({ outcome, onClose, invalidMessage }: DemoProps) {
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string>();
  const submit = async () => {
    setFormError(undefined);
    if (outcome === 'pending') return new Promise<void>(() => {});
    if (outcome === 'refused') {
      setFormError('Too many submissions from this address. Please try again in an hour.');
      return;
    }
    setSubmitted(true);
  };
  return (
    <SubmissionDialog
      open
      onClose={onClose}
      title="Let's Talk!"
      successTitle="Booking Submitted!"
      successContent="Thank you for your message. We'll get back to you soon."
      submitted={submitted}
    >
      <SubmissionForm
        initialValues={{ name: '', email: '', _gotcha: '' }}
        validationSchema={schema}
        onSubmit={submit}
        formError={formError}
        invalidMessage={invalidMessage}
      >
        <TextInput name="name" label="Name" required />
        <TextInput name="email" label="Email" type="email" required />
        <SubmitButton label="Submit" submittingLabel="Submitting..." />
      </SubmissionForm>
    </SubmissionDialog>
  );
}

const meta = {
  title: 'Forms/Submission',
  component: SubmissionDemo,
  args: { outcome: 'stored', onClose: fn() },
} satisfies Meta<typeof SubmissionDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog');

async function fillIn(canvasElement: HTMLElement) {
  const form = within(await dialog(canvasElement));
  await userEvent.type(form.getByLabelText(/^Name/), 'Grace Ingabire');
  await userEvent.type(form.getByLabelText(/^Email/), 'grace@example.com');
  await userEvent.click(form.getByRole('button', { name: 'Submit' }));
  return form;
}

/** Nothing is judged before the visitor submits, not even after tabbing past every field. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await dialog(canvasElement));
    await userEvent.click(form.getByLabelText(/^Name/));
    await userEvent.tab();
    await userEvent.tab();
    await expect(form.queryByText('Name is required')).toBeNull();
    await expect(form.queryByRole('alert')).toBeNull();
  },
};

/** An empty submit shows every message and moves focus to the first invalid field. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await dialog(canvasElement));
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await expect(await form.findByText('Name is required')).toBeInTheDocument();
    await expect(form.getByText('Email is required')).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText(/^Name/)).toHaveFocus());
    // After a submit, messages follow every change.
    await userEvent.type(form.getByLabelText(/^Name/), 'G');
    await waitFor(() => expect(form.queryByText('Name is required')).toBeNull());
  },
};

/** A form with an invalid-form banner shows it with the messages, and drops it once all is valid. */
export const InvalidBanner: Story = {
  args: { invalidMessage: 'Please check your inputs and try again.' },
  play: async ({ canvasElement }) => {
    const form = within(await dialog(canvasElement));
    await expect(form.queryByRole('alert')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Please check your inputs');
    await userEvent.type(form.getByLabelText(/^Name/), 'Grace Ingabire');
    await userEvent.type(form.getByLabelText(/^Email/), 'grace@example.com');
    await waitFor(() => expect(form.queryByRole('alert')).toBeNull());
  },
};

/** While the server has not answered, the button says so and cannot be pressed twice. */
export const Submitting: Story = {
  args: { outcome: 'pending' },
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement);
    const button = await form.findByRole('button', { name: 'Submitting...' });
    await expect(button).toBeDisabled();
  },
};

/** The server's refusal is announced above the form and the visitor's text stays. */
export const ServerError: Story = {
  args: { outcome: 'refused' },
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement);
    await expect(await form.findByRole('alert')).toHaveTextContent(/try again in an hour/);
    await expect(form.getByLabelText(/^Name/)).toHaveValue('Grace Ingabire');
  },
};

/** The confirmation replaces the form and its heading takes focus for screen readers. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const form = await fillIn(canvasElement);
    const heading = await form.findByRole('heading', { name: 'Booking Submitted!' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(form.queryByLabelText(/^Name/)).toBeNull();
    // The confirmation's own Close button (the frame's icon button shares the name).
    const closeButtons = form.getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[closeButtons.length - 1]!);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
