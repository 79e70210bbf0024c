import { SelectInput, useFieldFeedback } from '@inzira/shared-ui/form-fields';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { ADMIN_ZONE_LABEL } from './format';

/** A yes/no field such as "Published". */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { field, helpers } = useFieldFeedback<boolean | undefined>(name);
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          name={field.name}
          checked={field.value ?? false}
          onChange={(event) => void helpers.setValue(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}

/**
 * The native date-and-time picker. Its "yyyy-MM-ddTHH:mm" is Kigali wall time whatever the
 * device's zone (docs/back-office.md, "Time and numbers"): the label says so, and forms convert
 * with `@inzira/shared-data/kigali-input`.
 */
export function DateTimeInput({
  name,
  label,
  required = false,
}: {
  name: string;
  label: string;
  required?: boolean;
}) {
  const { field, errorMessage } = useFieldFeedback<string | undefined>(name);
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      label={`${label} (Kigali time, ${ADMIN_ZONE_LABEL})`}
      type="datetime-local"
      required={required}
      fullWidth
      error={errorMessage !== undefined}
      // The blank line keeps the fields below still when a message appears.
      helperText={errorMessage ?? ' '}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** What a lookup's options come from: a query of records with an id and a title. */
export interface OptionsQuery {
  data?: readonly { id: string; title: string }[];
  isLoading: boolean;
  error?: { message: string };
}

/** A choice among loaded records (see `field.lookup`). */
export function LookupInput({
  name,
  label,
  useOptions,
  required = false,
  placeholder,
  loading,
  hint = ' ',
}: {
  name: string;
  label: string;
  useOptions: () => OptionsQuery;
  required?: boolean;
  placeholder: string;
  loading: string;
  hint?: string;
}) {
  const query = useOptions();
  const options = (query.data ?? []).map((record) => ({ value: record.id, label: record.title }));
  return (
    <SelectInput
      name={name}
      label={label}
      required={required}
      options={options}
      placeholder={query.isLoading ? loading : placeholder}
      helperText={query.error?.message ?? hint}
    />
  );
}
