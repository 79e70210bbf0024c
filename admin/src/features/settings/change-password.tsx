import { changePasswordWithCode, sendReauthenticationCode } from '@inzira/shared-data/auth';
import { useAuthClient } from '@inzira/shared-data/client';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNotifiedAction } from '../../common/notices/use-notified-action';
import { ChangePasswordForm } from './change-password-form';
import { SETTINGS_MESSAGES } from './settings-messages';

/**
 * The signed-in member's new password. Auth needs proof beyond the session (a stolen access
 * token is not enough): a code it e-mails to the member. Saving signs out every other session.
 */
export function ChangePassword() {
  const client = useAuthClient();
  const { run, isRunning } = useNotifiedAction();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        To make sure it is you, we e-mail you a code to type below.
      </Typography>
      <Button
        variant="outlined"
        disabled={isRunning}
        sx={{ mb: 2 }}
        onClick={() =>
          void run(() => sendReauthenticationCode(client), {
            success: SETTINGS_MESSAGES.codeSent,
            failure: SETTINGS_MESSAGES.codeFailed,
          })
        }
      >
        E-mail me a code
      </Button>
      <ChangePasswordForm
        withCode
        onSubmit={(values, helpers) =>
          run(
            async () => {
              await changePasswordWithCode(client, values.newPassword, values.code);
              helpers.resetForm();
            },
            {
              success: SETTINGS_MESSAGES.passwordChanged,
              failure: SETTINGS_MESSAGES.passwordFailed,
            },
          )
        }
      />
    </>
  );
}
