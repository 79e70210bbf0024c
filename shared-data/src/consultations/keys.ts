export const consultationKeys = {
  all: ['consultations'] as const,
  day: (date: string) => ['consultations', 'day', date] as const,
};
