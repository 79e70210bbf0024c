import { TextInput } from '@inzira/shared-ui/form-fields';

/**
 * Every public form reserves each field's helper line, so an error appearing never moves the
 * submit button away from under the pointer.
 */
export const RESERVED_HELPER = ' ';

/** The visitor's name, e-mail and phone as every public form asks for them. */
export function NameField() {
  return (
    <TextInput name="name" label="Name" required autoComplete="name" helperText={RESERVED_HELPER} />
  );
}

export function EmailField() {
  return (
    <TextInput
      name="email"
      label="Email"
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
      label="Phone"
      type="tel"
      required
      autoComplete="tel"
      helperText={RESERVED_HELPER}
    />
  );
}
