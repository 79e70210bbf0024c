// @vitest-environment happy-dom
import { FunctionsHttpError } from '@supabase/functions-js';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SupabaseProvider, type DataClient } from '../client';
import type { FormOutcome } from './submit-form';
import { useSubmission, type SubmissionOptions } from './use-submission';

// The one way a public form submits, as the visitor meets it: the row is stored once, the
// agency is told, a failed notice is resent without a second row, and a bot that fills the
// hidden field sees success while nobody is told.

interface Values {
  name: string;
  _gotcha?: string;
}

type Answer = { data: unknown; error: unknown };

function setup(answers: Answer[], options: Partial<SubmissionOptions<Values>> = {}) {
  const invoke = vi.fn((..._args: unknown[]) =>
    Promise.resolve(answers.shift() ?? { data: { reference: 'extra' }, error: null }),
  );
  const client = { functions: { invoke } } as unknown as DataClient;
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(SupabaseProvider, {
      client,
      children: createElement(SWRConfig, { value: { provider: () => new Map() } }, children),
    });
  const hook = renderHook(
    () =>
      useSubmission<Values>({
        functionName: 'submit-booking',
        toBody: (values) => ({ fullName: values.name }),
        ...options,
      }),
    { wrapper },
  );
  const setErrors = vi.fn();
  const submit = (values: Values) => act(() => hook.result.current.submit(values, { setErrors }));
  return { hook, invoke, setErrors, submit };
}

const stored = (reference: string): Answer => ({ data: { reference }, error: null });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useSubmission', () => {
  it('stores the row with the honeypot and the time the form was open, then notifies', async () => {
    const notify = vi.fn((): Promise<FormOutcome> => Promise.resolve({ kind: 'success' }));
    const { hook, invoke, submit } = setup([stored('r-1')], { notify });
    vi.setSystemTime(new Date('2026-06-01T10:00:07Z'));
    await submit({ name: 'Ada' });
    expect(invoke).toHaveBeenCalledWith('submit-booking', {
      body: { fullName: 'Ada', _gotcha: '', _fillMs: 7000 },
    });
    expect(notify).toHaveBeenCalledWith({ name: 'Ada' }, 'r-1');
    expect(hook.result.current).toMatchObject({
      submitted: true,
      reference: 'r-1',
      submittedValues: { name: 'Ada' },
      formError: undefined,
    });
  });

  it("shows the function's refusal under the fields and above the form", async () => {
    const body = JSON.stringify({ error: 'Slot taken', fieldErrors: { name: 'Name is odd' } });
    const { hook, setErrors, submit } = setup([
      { data: null, error: new FunctionsHttpError(new Response(body, { status: 409 })) },
    ]);
    await submit({ name: 'Ada' });
    expect(setErrors).toHaveBeenCalledWith({ name: 'Name is odd' });
    expect(hook.result.current).toMatchObject({ submitted: false, formError: 'Slot taken' });
  });

  it('resends only the notice when it failed, and stores corrected values anew', async () => {
    const notify = vi
      .fn<(values: Values, reference: string) => Promise<FormOutcome>>()
      .mockResolvedValueOnce({ kind: 'error', fieldErrors: { name: 'Name x' }, formError: 'Down' })
      .mockResolvedValue({ kind: 'success' });
    const { hook, invoke, setErrors, submit } = setup([stored('r-1'), stored('r-2')], { notify });
    await submit({ name: 'Ada' });
    expect(setErrors).toHaveBeenCalledWith({ name: 'Name x' });
    expect(hook.result.current).toMatchObject({ submitted: false, formError: 'Down' });

    await submit({ name: 'Ada' });
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenLastCalledWith({ name: 'Ada' }, 'r-1');
    expect(hook.result.current).toMatchObject({
      submitted: true,
      reference: 'r-1',
      formError: undefined,
    });

    await submit({ name: 'Grace' });
    expect(invoke).toHaveBeenCalledTimes(2);
    expect(hook.result.current.reference).toBe('r-2');
  });

  it('tells nobody when a bot filled the hidden field, and shows it success', async () => {
    const notify = vi.fn((): Promise<FormOutcome> => Promise.resolve({ kind: 'success' }));
    const { hook, invoke, submit } = setup([stored('r-bot')], { notify });
    await submit({ name: 'Bot', _gotcha: 'http://spam' });
    expect(invoke).toHaveBeenCalledWith('submit-booking', {
      body: { fullName: 'Bot', _gotcha: 'http://spam', _fillMs: 0 },
    });
    expect(notify).not.toHaveBeenCalled();
    expect(hook.result.current.submitted).toBe(true);
  });

  it('succeeds without a notice when the form has none', async () => {
    const { hook, submit } = setup([stored('r-1')]);
    await submit({ name: 'Ada' });
    expect(hook.result.current).toMatchObject({ submitted: true, reference: 'r-1' });
  });

  it('starts afresh on reset: a new row for the same values, and a new clock', async () => {
    const { hook, invoke, submit } = setup([stored('r-1'), stored('r-2')]);
    await submit({ name: 'Ada' });
    vi.setSystemTime(new Date('2026-06-01T10:01:00Z'));
    act(() => hook.result.current.reset());
    expect(hook.result.current).toMatchObject({
      submitted: false,
      reference: undefined,
      submittedValues: undefined,
      formError: undefined,
    });
    vi.setSystemTime(new Date('2026-06-01T10:01:03Z'));
    await submit({ name: 'Ada' });
    expect(invoke).toHaveBeenCalledTimes(2);
    expect(invoke).toHaveBeenLastCalledWith('submit-booking', {
      body: { fullName: 'Ada', _gotcha: '', _fillMs: 3000 },
    });
    expect(hook.result.current.reference).toBe('r-2');
  });

  it('clears the last error when submitting again', async () => {
    const { hook, submit } = setup([{ data: null, error: new Error('offline') }, stored('r-1')]);
    await submit({ name: 'Ada' });
    expect(hook.result.current.formError).toBe('offline');
    await submit({ name: 'Ada' });
    expect(hook.result.current.formError).toBeUndefined();
  });
});
