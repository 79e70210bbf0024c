import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { array, object, string } from 'yup';
import { submitExpectingError, submitExpectingValues } from '../story-support/form-play';
import { CommaListInput, LineListInput } from './list-input';
import { phoneViewport, withFormik } from './story-form';

const schema = object({
  skills: array(string().required()).min(1, 'Add at least one skill'),
  technologies: array(string().required()).min(1, 'Add at least one technology'),
});

const meta = {
  title: 'Form fields/ListInputs',
  component: CommaListInput,
  args: { name: 'skills', label: 'Skills' },
  decorators: [
    withFormik({
      initialValues: { skills: ['SEO'], technologies: ['React'] },
      validationSchema: schema,
    }),
  ],
} satisfies Meta<typeof CommaListInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CommaList: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Skills' });
    await expect(input).toHaveValue('SEO');
    // The trailing comma stays in the box while the user types.
    await userEvent.type(input, ', Copywriting,, ');
    await expect(input).toHaveValue('SEO, Copywriting,, ');
    await userEvent.type(input, ' Photography ');
    await submitExpectingValues(
      canvas,
      '{"skills":["SEO","Copywriting","Photography"],"technologies":["React"]}',
    );
  },
};

export const LineList: Story = {
  render: () => <LineListInput name="technologies" label="Technologies used" />,
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Technologies used' });
    await expect(textarea).toHaveValue('React');
    await userEvent.type(textarea, '{enter}{enter}  Supabase {enter}');
    await submitExpectingValues(canvas, '{"skills":["SEO"],"technologies":["React","Supabase"]}');
  },
};

export const ErrorAfterSubmit: Story = {
  render: () => <LineListInput name="technologies" label="Technologies used" />,
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Technologies used' }));
    await submitExpectingError(
      canvas,
      canvas.getByRole('textbox', { name: 'Technologies used' }),
      'Add at least one technology',
    );
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Skills' }));
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Skills' })).toHaveAccessibleDescription(
        'Add at least one skill',
      ),
    );
  },
};

export const LongText: Story = {
  args: {
    label:
      'Skills the professional offers to clients of the agency, as they should appear on the public profile',
    helperText:
      'Separate items with commas, for example: Event protocol, Social media advertising, Kinyarwanda–English translation',
  },
};

export const Mobile: Story = { globals: phoneViewport };
