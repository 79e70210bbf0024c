import * as yup from 'yup';
import { kigaliDay, SLOT_TIME_PATTERN } from '@inzira/contract/forms/consultation-slots.ts';

// The admin's forms for the consultation hours; the database holds the same rules as constraints
// (supabase/schemas/32_consultation_hours.sql), so a request that skips the form is refused too.

const time = (label: string) =>
  yup.string().matches(SLOT_TIME_PATTERN, {
    message: `${label}: use a time such as 09:00`,
    // An empty time is the "required" rule's to answer, and only on an open day.
    excludeEmptyString: true,
  });

/** Open and closing time, when the day is open: both set, the first before the second. */
const openHours = {
  isOpen: yup.boolean().required(),
  opens: time('Opens').when('isOpen', {
    is: true,
    then: (rule) => rule.required('Opens is required'),
  }),
  closes: time('Closes').when(['isOpen', 'opens'], ([isOpen, opens], rule) =>
    isOpen === true
      ? rule
          .required('Closes is required')
          .test(
            'after-opening',
            'Closes must be after it opens',
            (value) => typeof opens !== 'string' || !value || value > opens,
          )
      : rule,
  ),
};

export const weekdayHoursSchema = yup.object({ weekday: yup.number().required(), ...openHours });
export const weeklyHoursSchema = yup.object({
  days: yup.array(weekdayHoursSchema).length(7).required(),
});
export type WeeklyHoursValues = yup.InferType<typeof weeklyHoursSchema>;

const minutes = (label: string, min: number, max: number) =>
  yup
    .number()
    .typeError(`${label} must be a number of minutes`)
    .integer(`${label} must be whole minutes`)
    .min(min, `${label} must be at least ${min} minutes`)
    .max(max, `${label} must be at most ${max} minutes`)
    .test(
      'step',
      `${label} must be a multiple of 5 minutes`,
      (value) => value === undefined || value % 5 === 0,
    )
    .required(`${label} is required`);

export const consultationSettingsSchema = yup.object({
  meeting_minutes: minutes('Meeting length', 15, 240),
  buffer_minutes: minutes('Buffer', 0, 120),
});
export type ConsultationSettingsValues = yup.InferType<typeof consultationSettingsSchema>;

const calendarDay = yup
  .string()
  .required('Date is required')
  .test('exists', 'Please enter a date that exists on the calendar', (value) =>
    Boolean(value && kigaliDay(value)),
  );

export const holidaySchema = yup.object({
  day: calendarDay,
  name: yup
    .string()
    .trim()
    .max(120, 'Name must be at most 120 characters')
    .required('Name is required'),
});
export type HolidayValues = yup.InferType<typeof holidaySchema>;

export const dateOverrideSchema = yup.object({
  day: calendarDay,
  ...openHours,
  reason: yup
    .string()
    .trim()
    .max(200, 'Reason must be at most 200 characters')
    .required('Reason is required'),
});
export type DateOverrideValues = yup.InferType<typeof dateOverrideSchema>;
