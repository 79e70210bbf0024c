import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { LegalDocument } from './legal-document';
import { legalTexts } from './texts/legal.en';

it('dates the terms in words, never ISO', () => {
  render(<LegalDocument page={{ ...legalTexts.terms, updated: '2026-11-28' }} />);
  expect(screen.getByText(/^Last updated/)).toHaveTextContent(
    'Last updated Saturday 28 November 2026',
  );
  expect(screen.getByText('Saturday 28 November 2026')).toHaveAttribute('datetime', '2026-11-28');
});
