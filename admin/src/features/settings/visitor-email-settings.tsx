import {
  useSetVisitorEmailEnabled,
  useVisitorEmailSettings,
  VISITOR_EMAIL_KINDS,
} from '@inzira/shared-data/visitor-emails';
import { DataView, LoadingState } from '@inzira/shared-ui/states';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { SETTINGS_MESSAGES } from './settings-messages';
import { errorMessage } from '@inzira/shared-data/errors';

/**
 * One switch per kind of visitor e-mail. Switched off, a change still happens and is recorded
 * on the lead as "not sent"; nothing goes out.
 */
export function VisitorEmailSettings() {
  const settings = useVisitorEmailSettings();
  const setEnabled = useSetVisitorEmailEnabled();
  const { enqueueSnackbar } = useSnackbar();
  const [saving, setSaving] = useState<string | null>(null);

  const handleChange = async (kind: string, title: string, next: boolean) => {
    setSaving(kind);
    try {
      await setEnabled(kind, next);
      enqueueSnackbar(next ? `${title}: e-mail on` : `${title}: e-mail off`, {
        variant: 'success',
      });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, SETTINGS_MESSAGES.emailSettingFailed), {
        variant: 'error',
      });
    } finally {
      setSaving(null);
    }
  };

  return (
    <DataView query={settings} loading={<LoadingState label="Loading e-mail settings" />}>
      {(rows) => {
        // A kind without a row is on (the table's default).
        const enabled = new Map(rows.map((row) => [row.kind, row.enabled]));
        return (
          <FormGroup>
            {VISITOR_EMAIL_KINDS.map(({ kind, title, detail }) => (
              <FormControlLabel
                key={kind}
                sx={{ alignItems: 'flex-start', mb: 1 }}
                control={
                  <Switch
                    checked={enabled.get(kind) ?? true}
                    disabled={saving !== null}
                    onChange={(event) => void handleChange(kind, title, event.target.checked)}
                  />
                }
                label={
                  <>
                    <Typography component="span" sx={{ display: 'block', pt: 1 }}>
                      {title}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {detail}
                    </Typography>
                  </>
                }
              />
            ))}
          </FormGroup>
        );
      }}
    </DataView>
  );
}
