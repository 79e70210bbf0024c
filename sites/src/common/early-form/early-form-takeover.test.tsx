import { render, screen } from '@testing-library/react';
import { Field, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { EarlyFormTakeover } from './early-form-takeover';

/** A copy as early-input.js leaves it: a field the visitor typed into, maybe marked closed. */
function earlyCopy({ closed }: { closed: boolean }): { copy: HTMLElement; taken: () => boolean } {
  const copy = document.createElement('div');
  copy.dataset.earlyForm = 'booking';
  if (closed) copy.dataset.closed = '';
  const name = document.createElement('input');
  name.name = 'name';
  name.defaultValue = '';
  name.value = 'Aline Uwase';
  copy.append(name);
  document.body.append(copy);
  let taken = false;
  copy.addEventListener('inzira:early-form-taken', () => (taken = true));
  return { copy, taken: () => taken };
}

function Dialog({ copy, onClosed }: { copy: HTMLElement; onClosed: () => void }) {
  return (
    <Formik initialValues={{ name: '' }} onSubmit={() => {}}>
      <form>
        <Field name="name" aria-label="Name" />
        <EarlyFormTakeover copy={copy} onClosed={onClosed} />
      </form>
    </Formik>
  );
}

describe('the app dialog taking over a form shown before the app started', () => {
  it('takes what the visitor typed into the copy', () => {
    const { copy, taken } = earlyCopy({ closed: false });
    const onClosed = vi.fn();
    render(<Dialog copy={copy} onClosed={onClosed} />);
    expect(screen.getByLabelText('Name')).toHaveValue('Aline Uwase');
    expect(taken()).toBe(true);
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('stays closed when the visitor closed the copy after the dialog was rendered', () => {
    // The dialog read the copy as open while rendering; the close landed before its showing.
    const { copy, taken } = earlyCopy({ closed: true });
    const onClosed = vi.fn();
    render(<Dialog copy={copy} onClosed={onClosed} />);
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(taken()).toBe(true);
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
});
