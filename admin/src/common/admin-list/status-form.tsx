import { statusLabel } from '@inzira/shared-data/bookings';
import { SelectInput } from '@inzira/shared-ui/form-fields';
import * as yup from 'yup';

/** An inbox's form: only the status changes; the rest is what the visitor sent. */
export function statusSchema<Status extends string>(statuses: readonly Status[]) {
  return yup.object({
    status: yup
      .mixed<Status>()
      .oneOf(statuses, 'Please choose a status')
      .required('Status is required'),
  });
}

export function statusFields(statuses: readonly string[]) {
  const options = statuses.map((status) => ({ value: status, label: statusLabel(status) }));
  return function StatusFields() {
    return <SelectInput name="status" label="Status" required options={options} helperText=" " />;
  };
}
