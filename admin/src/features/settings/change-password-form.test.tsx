import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from './change-password-form';

describe('ChangePasswordForm', () => {
  it('requires a long enough password typed twice the same', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<ChangePasswordForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('New password is required')).toBeVisible();
    expect(screen.getByText('Please confirm the new password')).toBeVisible();

    await userEvent.type(screen.getByLabelText(/^New password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(/^Password must be at least \d+ characters$/)).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the new password once both boxes agree', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<ChangePasswordForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^New password/), 'a-long-new-password');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'a-long-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { newPassword: 'a-long-new-password', confirmPassword: 'a-long-new-password', code: '' },
        expect.anything(),
      ),
    );
  });

  it('asks for the e-mailed code when the change needs one', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<ChangePasswordForm withCode onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^New password/), 'a-long-new-password');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'a-long-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Enter the code from the e-mail')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^Code from the e-mail/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          newPassword: 'a-long-new-password',
          confirmPassword: 'a-long-new-password',
          code: '123456',
        },
        expect.anything(),
      ),
    );
  });
});
