import {
  confirmTotp,
  enrollTotp,
  removeTotp,
  verifiedTotpFactors,
  type TotpEnrolment,
} from '@inzira/shared-data/auth';
import { useAuthClient } from '@inzira/shared-data/client';
import { useQuery } from '@inzira/shared-data/swr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotifiedAction } from '../../common/notices/use-notified-action';

/**
 * The member's authenticator app (TOTP, docs/team-and-roles.md): enrol with the QR code or the
 * key typed by hand, confirmed by a first code; once on, sign-in asks for a code.
 */
export function TwoFactor() {
  const client = useAuthClient();
  const factors = useQuery(['auth', 'factors'], () => verifiedTotpFactors(client));
  const { run, isRunning } = useNotifiedAction();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');

  const factor = factors.data?.[0];
  if (factor) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>Two-step sign-in is on: sign-in asks for a code from your app.</Typography>
        <Button
          color="error"
          variant="outlined"
          onClick={() =>
            void run(
              async () => {
                await removeTotp(client, factor.id);
                await factors.mutate();
              },
              { success: 'Two-step sign-in is off.', failure: 'It could not be switched off' },
            )
          }
        >
          Remove authenticator app
        </Button>
      </Stack>
    );
  }
  if (!enrolment) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          Protect your account with a code from an authenticator app (Google Authenticator,
          1Password, Authy…) on top of your password.
        </Typography>
        <Button
          variant="outlined"
          disabled={isRunning}
          onClick={() =>
            void run(async () => setEnrolment(await enrollTotp(client)), {
              success: 'Scan the QR code with your app.',
              failure: 'The authenticator could not be set up',
            })
          }
        >
          Set up an authenticator app
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt="QR code for your authenticator app"
        sx={{ width: 180, height: 180 }}
      />
      <Typography variant="body2">
        Or type this key in your app: <code aria-label="Manual key">{enrolment.secret}</code>
      </Typography>
      <TextField
        label="Code from the app"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
      />
      <Button
        variant="contained"
        disabled={isRunning || code.trim().length < 6}
        onClick={() =>
          void run(
            async () => {
              await confirmTotp(client, enrolment.factorId, code);
              setEnrolment(null);
              setCode('');
              await factors.mutate();
            },
            { success: 'Two-step sign-in is on.', failure: 'The code could not be checked' },
          )
        }
      >
        Turn on
      </Button>
    </Stack>
  );
}
