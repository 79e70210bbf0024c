export { consultationHoursKeys } from './keys';
export {
  getAnnouncedHolidays,
  getConsultationSettings,
  getDateOverrides,
  getHolidays,
  getWeeklyHours,
  useAnnouncedHolidays,
  useConsultationSettings,
  useDateOverrides,
  useHolidays,
  useWeeklyHours,
  type AnnouncedHoliday,
  type ConsultationSettings,
  type DateOverride,
  type Holiday,
  type WeeklyHoursRow,
} from './consultation-hours-queries';
export {
  deleteDateOverride,
  deleteHoliday,
  saveConsultationSettings,
  saveDateOverride,
  saveHoliday,
  saveWeeklyHours,
  useConsultationHoursActions,
} from './consultation-hours-mutations';
export {
  consultationSettingsSchema,
  dateOverrideSchema,
  holidaySchema,
  weeklyHoursSchema,
  type ConsultationSettingsValues,
  type DateOverrideValues,
  type HolidayValues,
  type WeeklyHoursValues,
} from './consultation-hours.schema';
export {
  clockTime,
  englishOfficeHoursWords,
  officeHoursLines,
  type OfficeHoursWords,
  WEEKDAY_NAMES,
  type OfficeHoursLine,
  type WeekdayHours,
} from './office-hours';
