import { changePassword } from '@inzira/shared-data/auth';
import { useAuthClient } from '@inzira/shared-data/client';
import { useNotifiedAction } from '../../common/notices/use-notified-action';
import { ChangePasswordForm } from './change-password-form';
import { SETTINGS_MESSAGES } from './settings-messages';

/** The signed-in administrator's new password: saved, the form emptied, the outcome told. */
export function ChangePassword() {
  const client = useAuthClient();
  const { run } = useNotifiedAction();
  return (
    <ChangePasswordForm
      onSubmit={(values, helpers) =>
        run(
          async () => {
            await changePassword(client, values.newPassword);
            helpers.resetForm();
          },
          { success: SETTINGS_MESSAGES.passwordChanged, failure: SETTINGS_MESSAGES.passwordFailed },
        )
      }
    />
  );
}
