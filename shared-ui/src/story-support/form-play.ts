import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

type Canvas = StoryContext['canvas'];

// Play steps for the fields' stories, around the harness of form-fields/story-form.tsx: its
// Submit button, and the values it prints as JSON once the form has been sent.

/** Presses Submit and waits until the form has sent exactly `json`. */
export async function submitExpectingValues(canvas: Canvas, json: string): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  await waitFor(() =>
    expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent(json),
  );
}

/** Presses Submit and waits until `field` is described (for screen readers too) by `message`. */
export async function submitExpectingError(
  canvas: Canvas,
  field: HTMLElement,
  message: string,
): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(field).toHaveAccessibleDescription(message));
}
