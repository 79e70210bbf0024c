import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectClosedTo, openDialogFrom } from '../story-support/dialog-play';
import { StepDialog } from './step-dialog';

const steps = ['Details', 'Payment', 'Success'];

// The enrollment flow: details, payment, success. The parent owns the step
// and supplies the forward action of each step.
function EnrollmentDemo({
  initiallyOpen = false,
  initialStep = 0,
  title = 'Enroll in Digital Marketing Basics',
  onComplete,
}: {
  initiallyOpen?: boolean;
  initialStep?: number;
  title?: string;
  onComplete: () => void;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [step, setStep] = useState(initialStep);
  const actions = [
    <Button key="next" variant="contained" onClick={() => setStep(1)}>
      Continue to Payment
    </Button>,
    <Button
      key="complete"
      variant="contained"
      onClick={() => {
        setStep(2);
        onComplete();
      }}
    >
      Complete Enrollment
    </Button>,
    <Button key="done" variant="contained" onClick={() => setOpen(false)}>
      Done
    </Button>,
  ];
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Enroll Now
      </Button>
      <StepDialog
        open={open}
        title={title}
        steps={steps}
        activeStep={step}
        onClose={() => setOpen(false)}
        onBack={step === 1 ? () => setStep(0) : undefined}
        actions={actions[step]}
      >
        {step === 0 && <TextField label="Full name" fullWidth />}
        {step === 1 && <TextField label="Card number" fullWidth />}
        {step === 2 && <Typography>Enrollment Successful!</Typography>}
      </StepDialog>
    </>
  );
}

const meta = {
  title: 'Dialogs/StepDialog',
  component: EnrollmentDemo,
  args: { onComplete: fn() },
} satisfies Meta<typeof EnrollmentDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await openDialogFrom(
      canvasElement,
      'Enroll Now',
      'Enroll in Digital Marketing Basics',
    );
    await expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Card number' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Enrollment' }));
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(within(dialog).getByText('Enrollment Successful!')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expectClosedTo(trigger);
  },
};

export const PaymentStep: Story = { args: { initiallyOpen: true, initialStep: 1 } };

export const SuccessStep: Story = { args: { initiallyOpen: true, initialStep: 2 } };

export const LongText: Story = {
  args: {
    initiallyOpen: true,
    title: 'Enroll in Advanced Social Media Strategy for Rwandan Small Businesses and Cooperatives',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { initiallyOpen: true },
};
