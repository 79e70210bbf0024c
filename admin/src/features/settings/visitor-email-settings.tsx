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
import { useNotifiedAction } from '../../common/notices/use-notified-action';
import { SETTINGS_MESSAGES } from './settings-messages';

/**
 * One switch per kind of visitor e-mail. Switched off, a change still happens and is recorded
 * on the lead as "not sent"; nothing goes out.
 */
export function VisitorEmailSettings() {
  const settings = useVisitorEmailSettings();
  const setEnabled = useSetVisitorEmailEnabled();
  // One switch at a time: the others wait while one is saved.
  const { run, isRunning: isSaving } = useNotifiedAction();

  const handleChange = (kind: string, title: string, next: boolean) =>
    run(() => setEnabled(kind, next), {
      success: next ? `${title}: e-mail on` : `${title}: e-mail off`,
      failure: SETTINGS_MESSAGES.emailSettingFailed,
    });

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
                    disabled={isSaving}
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
