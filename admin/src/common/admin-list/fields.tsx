import {
  CommaListInput,
  DateInput,
  LineListInput,
  MultilineInput,
  NumberInput,
  SelectInput,
  TextInput,
  type NumberInputProps,
  type SelectOption,
  type TextInputProps,
} from '@inzira/shared-ui/form-fields';
import type { ComponentType, ReactElement } from 'react';
import { ImageAltField, ImageUploadField } from '../media';
import { CheckboxField, DateTimeInput, LookupInput, type OptionsQuery } from './extra-fields';

// The inputs of the add/edit forms, used as `field.text('title', 'Title', { required: true })` in
// a `field.list(...)`, like the columns (./columns.tsx): each config says only which fields it
// asks for, in which order, and what they accept. Each text input keeps a blank helper line
// (helperText " ") that a validation message takes, so a message never pushes the fields below
// down; the list inputs keep their own hint there.

interface Rule {
  required?: boolean;
  /** A standing hint under the input, e.g. what an optional field is for. */
  hint?: string;
}

/** A one-line text; `type` brings the matching keyboard on phones (e-mail, phone, URL). */
export const text = (
  name: string,
  label: string,
  { hint = ' ', ...rule }: Rule & Pick<TextInputProps, 'type'> = {},
) => <TextInput key={name} name={name} label={label} {...rule} helperText={hint} />;

/** A text of several lines, e.g. a description. */
export const multiline = (
  name: string,
  label: string,
  { hint = ' ', minRows = 3, ...rule }: Rule & { minRows?: number } = {},
) => (
  <MultilineInput
    key={name}
    name={name}
    label={label}
    {...rule}
    minRows={minRows}
    helperText={hint}
  />
);

/** A number the schema checks; min, max and step also guide the browser's own control. */
export const number = (
  name: string,
  label: string,
  rule: Rule & Pick<NumberInputProps, 'min' | 'max' | 'step'>,
) => <NumberInput key={name} name={name} label={label} {...rule} helperText=" " />;

/** One of a fixed list, e.g. a status; `placeholder` is shown while nothing is chosen. */
export const select = (
  name: string,
  label: string,
  options: readonly SelectOption[],
  { hint = ' ', ...rule }: Rule & { placeholder?: string } = {},
) => (
  <SelectInput key={name} name={name} label={label} options={options} {...rule} helperText={hint} />
);

/**
 * One of the records a query loads, e.g. the event of a registration: the placeholder says
 * while they load, and a failed load says why under the input.
 */
export const lookup = (
  name: string,
  label: string,
  useOptions: () => OptionsQuery,
  rule: Rule & { placeholder: string; loading: string },
) => <LookupInput key={name} name={name} label={label} useOptions={useOptions} {...rule} />;

/** A calendar date (yyyy-MM-dd). */
export const date = (name: string, label: string, rule: Rule = {}) => (
  <DateInput key={name} name={name} label={label} {...rule} helperText=" " />
);

/** A date and time in Kigali time. */
export const dateTime = (name: string, label: string, rule: Rule = {}) => (
  <DateTimeInput key={name} name={name} label={label} {...rule} />
);

/** A list typed as "a, b, c". */
export const commaList = (name: string, label: string, rule: Rule = {}) => (
  <CommaListInput key={name} name={name} label={label} {...rule} />
);

/** A list typed one item a line. */
export const lineList = (name: string, label: string, rule: Rule = {}) => (
  <LineListInput key={name} name={name} label={label} {...rule} />
);

/** An image of the record, uploaded to the media library under `folder`. */
export const image = (name: string, label: string, folder: string) => (
  <ImageUploadField key={name} name={name} label={label} folder={folder} />
);

/** The alt text of the image in `imageName`, required while there is an image. */
export const imageAlt = (name: string, imageName: string) => (
  <ImageAltField key={name} name={name} imageName={imageName} />
);

/** A yes/no field such as "Published". */
export const checkbox = (name: string, label: string) => (
  <CheckboxField key={name} name={name} label={label} />
);

/**
 * The form's fields, in the order given: the config's `Fields`. A field of the feature's own
 * (e.g. the project's team picker) goes in as an element with a key.
 */
export function list(...fields: ReactElement[]): ComponentType {
  return function FormFields() {
    return <>{fields}</>;
  };
}
