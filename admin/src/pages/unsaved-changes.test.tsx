import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { participantsConfig } from '../features/participants/participants-config';
import { EntityFormDialog, type Editing } from '../common/admin-list/entity-form-dialog';
import { FormTestProviders } from '../common/admin-list/test-providers';

function Screen() {
  const [editing, setEditing] = useState<Editing<never> | null>({ mode: 'add' });
  return (
    <>
      <Link to="/elsewhere">Go elsewhere</Link>
      <button type="button" onClick={() => setEditing({ mode: 'add' })}>
        Open
      </button>
      <EntityFormDialog
        form={participantsConfig.form}
        entityName="Participant"
        editing={editing}
        onSave={async () => setEditing(null)}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

function renderScreen() {
  render(
    <FormTestProviders otherPage={<h1>Elsewhere</h1>}>
      <Screen />
    </FormTestProviders>,
  );
  return screen.getByRole('dialog', { name: 'Add Participant' });
}

const ask = () => screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });

describe('unsaved-changes guard', { timeout: 30_000 }, () => {
  it('closes an untouched form at once', async () => {
    const dialog = renderScreen();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before Esc or the backdrop throw edits away; Keep editing keeps them', async () => {
    const dialog = renderScreen();
    const author = within(dialog).getByRole('textbox', { name: /^Name/ });
    await userEvent.type(author, 'Aline');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await ask()).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(author).toHaveValue('Aline');

    // The backdrop is the dialog's container outside its paper.
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (!backdrop) throw new Error('no backdrop');
    await userEvent.click(backdrop);
    await userEvent.click(within(await ask()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before navigating away with edits, and goes on Discard', async () => {
    const dialog = renderScreen();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Email/ }),
      'kigali@example.com',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere', hidden: true }));
    await userEvent.click(within(await ask()).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Elsewhere' })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveValue(
      'kigali@example.com',
    );

    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere', hidden: true }));
    await userEvent.click(within(await ask()).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeVisible();
  });
});
