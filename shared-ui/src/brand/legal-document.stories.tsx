import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brand, pageTitle } from './brand';
import { LegalDocument } from './legal-document';

const meta = {
  title: 'Site shell/LegalDocument',
  component: LegalDocument,
  args: { page: brand.legal.terms },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Terms of Service' }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBe(
      brand.legal.terms.sections.length,
    );
    await expect(pageTitle('Terms of Service')).toBe('Terms of Service | Inzira');
    // The date in words, as every date a visitor reads (docs/public-site.md, "Dates").
    await expect(canvas.getByText('Thursday 1 January 2026')).toHaveAttribute(
      'datetime',
      '2026-01-01',
    );
  },
};
export const Privacy: Story = { args: { page: brand.legal.privacy } };
export const Cookies: Story = { args: { page: brand.legal.cookies } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
