import { useSupabase } from '@inzira/shared-data/client';
import { confirmConsultationEmail, type ConfirmedHold } from '@inzira/shared-data/consultations';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { m } from '../../paraglide/messages.js';

/**
 * The six-digit code from the verification e-mail, for a visitor who reads their mail on another
 * device than the one they booked on (docs/consultations.md).
 */
export function ConfirmCodeForm({
  email,
  onConfirmed,
}: {
  email: string;
  onConfirmed: (hold: ConfirmedHold) => void;
}) {
  const client = useSupabase();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [isSending, setIsSending] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(m.confirm_code_invalid());
      return;
    }
    setIsSending(true);
    setError(undefined);
    const result = await confirmConsultationEmail(client, { email, code: code.trim() });
    setIsSending(false);
    if (result.kind === 'refused') setError(result.message);
    else onConfirmed(result.data);
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        label={m.consultation_code_label()}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
        }}
        error={Boolean(error)}
        size="small"
        sx={{ width: 200 }}
      />
      <Button type="submit" variant="contained" disabled={isSending}>
        {isSending ? m.confirm_code_sending() : m.confirm_code_submit()}
      </Button>
      {error ? (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
