// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true}}
import { SupabaseProvider } from '@inzira/shared-data/client';
import { useSubmission } from '@inzira/shared-data/forms';
import type { Database } from '@inzira/contract/database.types.ts';
import { turnstileTestSecrets, useTestBackend } from '@inzira/test-kit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useTurnstile } from './turnstile';

// The widget's script is the local backend's stand-in for Cloudflare's (served at
// /turnstile/v0/api.js, whose tokens its siteverify accepts once); the functions check the
// token for real (docs/trusted-submissions.md, "Turnstile").
// eslint-disable-next-line react-hooks/rules-of-hooks -- Vitest's per-file backend, not a React hook
const ctx = useTestBackend<Database>({
  functionSecrets: { TURNSTILE_SECRET_KEY: turnstileTestSecrets.local, MIN_FILL_MS: '0' },
});

const application = (email: string) => ({
  companyName: 'Umurage Crafts',
  email,
  phone: '+250 788 000 444',
  message: 'We would like to partner with you.',
});

/** A public form as usePublicSubmission wires one: the widget's token goes with each call. */
function GuardedForm({ siteKey, prefix }: { siteKey?: string; prefix: string }) {
  const turnstile = useTurnstile(siteKey, `${ctx().backend.url}/turnstile/v0/api.js`);
  const submission = useSubmission<ReturnType<typeof application>>({
    functionName: 'submit-partner-application',
    toBody: (values) => values,
    takeChallengeToken: turnstile.takeToken,
  });
  const [sent, setSent] = useState(0);
  const send = async () => {
    await submission.submit(application(`${prefix}-${sent}@example.com`), { setErrors: () => {} });
    setSent((count) => count + 1);
  };
  return (
    <>
      {turnstile.widget}
      <button type="button" onClick={() => void send()}>
        Send
      </button>
      <p>{submission.formError ?? (submission.reference ? `Stored ${sent}` : '')}</p>
    </>
  );
}

async function storedApplications(prefix: string): Promise<number> {
  const { data } = await ctx()
    .service.from('partner_applications')
    .select('id')
    .like('email', `${prefix}-%`);
  return data?.length ?? 0;
}

function renderForm(prefix: string, siteKey?: string) {
  render(
    <SupabaseProvider client={ctx().anon}>
      <GuardedForm siteKey={siteKey} prefix={prefix} />
    </SupabaseProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('Turnstile on a public form', { timeout: 60_000 }, () => {
  it('sends the solved token once and takes a fresh one for the next submission', async () => {
    const user = renderForm('solved', '1x00000000000000000000AA');
    await screen.findByText('Security check passed (local Turnstile)');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Stored 1')).toBeInTheDocument();
    expect(await storedApplications('solved')).toBe(1);

    // Taking the token reset the widget, which solves a new challenge for the next submission.
    await screen.findByText('Security check passed (local Turnstile)');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Stored 2')).toBeInTheDocument();
    await waitFor(async () => expect(await storedApplications('solved')).toBe(2));
  });

  it('without the widget the function refuses the form with a clear message', async () => {
    const user = renderForm('unguarded');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Please complete the security check and try again.'),
    ).toBeInTheDocument();
    expect(await storedApplications('unguarded')).toBe(0);
  });
});
