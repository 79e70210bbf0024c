import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { stripeLoadFailed, StripeCardForm } from './stripe-card-form';

const meta = {
  title: 'Sites/Enrollment/StripeCardForm',
  component: StripeCardForm,
  args: {
    publishableKey: 'pk_test_inzira',
    formId: 'payment',
    name: 'Grace Ingabire',
    email: 'grace@example.com',
    phone: '+250 788 900 100',
    onComplete: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof StripeCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The test browser has no route to js.stripe.com, like a visitor offline or behind a blocker:
 * the real Stripe.js loader fails and the step says so, with a Retry, instead of spinning.
 */
export const StripeUnreachable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(stripeLoadFailed(), {}, { timeout: 20_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};
