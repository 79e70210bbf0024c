import { useProfessionalOptions } from '@inzira/shared-data/professionals';
import { useFieldFeedback } from '@inzira/shared-ui/form-fields';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

/** Picks the project's team among the professionals; Formik holds their ids. */
export function TeamPicker({ name, label }: { name: string; label: string }) {
  const professionals = useProfessionalOptions();
  const { field, helpers, errorMessage } = useFieldFeedback<readonly string[] | undefined>(name);
  const options = professionals.data ?? [];
  const ids = field.value ?? [];
  const chosen = options.filter((option) => ids.includes(option.id));
  return (
    <Autocomplete
      multiple
      // A team usually has several members: the list stays open while they are picked.
      disableCloseOnSelect
      options={options}
      value={chosen}
      loading={professionals.isLoading}
      getOptionLabel={(option) => `${option.full_name} (${option.title})`}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_event, next) => void helpers.setValue(next.map((option) => option.id))}
      onBlur={() => void helpers.setTouched(true)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required
          error={errorMessage !== undefined}
          helperText={errorMessage ?? professionals.error?.message ?? ' '}
        />
      )}
    />
  );
}
