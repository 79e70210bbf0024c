import { useFieldFeedback } from '@inzira/shared-ui/form-fields';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Publication } from '@inzira/shared-data/blogs';
import { DateTimeInput } from '../../common/admin-list/extra-fields';

const choices: { value: Publication; label: string }[] = [
  { value: 'draft', label: 'Draft (hidden from visitors)' },
  { value: 'publish', label: 'Published' },
  { value: 'schedule', label: 'Scheduled' },
];

/** Draft, published, or scheduled for a future time (visitors see it from then on). */
export function PublicationField() {
  const { field, helpers } = useFieldFeedback<Publication | undefined>('publication');
  return (
    <FormControl>
      <FormLabel id="publication-label">Publication</FormLabel>
      <RadioGroup
        row
        aria-labelledby="publication-label"
        name={field.name}
        value={field.value ?? 'draft'}
        onChange={(event) => void helpers.setValue(event.target.value as Publication)}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio />}
            label={choice.label}
          />
        ))}
      </RadioGroup>
      {field.value === 'schedule' && (
        <DateTimeInput name="scheduled_for" label="Goes online at" required />
      )}
    </FormControl>
  );
}
