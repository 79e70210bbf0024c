import {
  useSetVisitorEmailEnabled,
  useVisitorEmailSettings,
  VISITOR_EMAIL_KINDS,
} from '@inzira/shared-data/visitor-emails';
import { ErrorState, LoadingState } from '@inzira/shared-ui/states';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { noticeText } from '../../common/admin-list/notice-text';
import { SETTINGS_MESSAGES } from './settings-messages';

/**
 * One switch per kind of visitor e-mail. Switched off, a change still happens and is recorded
 * on the lead as "not sent"; nothing goes out.
 */
export function VisitorEmailSettings() {
  const settings = useVisitorEmailSettings();
  const setEnabled = useSetVisitorEmailEnabled();
  const { enqueueSnackbar } = useSnackbar();
  const [saving, setSaving] = useState<string | null>(null);

  if (settings.error instanceof Error) {
    return <ErrorState message={settings.error.message} onRetry={() => void settings.mutate()} />;
  }
  if (!settings.data) return <LoadingState label="Loading e-mail settings" />;
  const enabled = new Map(settings.data.map((row) => [row.kind, row.enabled]));

  const handleChange = async (kind: string, title: string, next: boolean) => {
    setSaving(kind);
    try {
      await setEnabled(kind, next);
      enqueueSnackbar(next ? `${title}: e-mail on` : `${title}: e-mail off`, {
        variant: 'success',
      });
    } catch (error) {
      enqueueSnackbar(noticeText(error, SETTINGS_MESSAGES.emailSettingFailed), {
        variant: 'error',
      });
    } finally {
      setSaving(null);
    }
  };

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
}
