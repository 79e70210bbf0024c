export {
  TextInput,
  MultilineInput,
  type TextInputProps,
  type MultilineInputProps,
} from './text-input';
export { SelectInput, type SelectInputProps, type SelectOption } from './select-input';
export { NumberInput, type NumberInputProps } from './number-input';
export { DateInput, type DateInputProps } from './date-input';
export { TimeSlotPicker, type TimeSlotPickerProps, type TimeSlot } from './time-slot-picker';
export { PhoneInput, type PhoneInputProps } from './phone-input';
export { CommaListInput, LineListInput, type ListInputProps } from './list-input';
export { HoneypotField, type HoneypotFieldProps } from './honeypot-field';
export { FormErrorBanner, type FormErrorBannerProps } from './form-error-banner';
export {
  FormikForm,
  SubmitButton,
  type FormikFormProps,
  type SubmitButtonProps,
} from './formik-form';
export { splitCommaList, splitLines, joinCommaList, joinLines } from './list-text';
export { useFieldFeedback, firstErrorMessage } from './use-field-feedback';
