import { TextInput } from '@inzira/shared-ui/form-fields';
import { m } from '../paraglide/messages.js';

/**
 * Every public form reserves each field's helper line, so an error appearing never moves the
 * submit button away from under the pointer.
 */
export const RESERVED_HELPER = ' ';

/** The visitor's name, e-mail and phone as every public form asks for them. */
export function NameField() {
  return (
    <TextInput
      name="name"
      label={m.field_name()}
      required
      autoComplete="name"
      helperText={RESERVED_HELPER}
    />
  );
}

export function EmailField() {
  return (
    <TextInput
      name="email"
      label={m.field_email()}
      type="email"
      required
      autoComplete="email"
      helperText={RESERVED_HELPER}
    />
  );
}

export function PhoneField() {
  return (
    <TextInput
      name="phone"
      label={m.field_phone()}
      type="tel"
      required
      autoComplete="tel"
      helperText={RESERVED_HELPER}
    />
  );
}
