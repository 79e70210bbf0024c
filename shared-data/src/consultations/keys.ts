export const consultationKeys = {
  all: ['consultations'] as const,
  day: (date: string) => ['consultations', 'day', date] as const,
  takenSlots: (date: string) => ['consultations', 'taken-slots', date] as const,
  managed: (token: string) => ['consultations', 'managed', token] as const,
  agenda: (firstDay: string, days: number) => ['consultations', 'agenda', firstDay, days] as const,
};
