export const consultationKeys = {
  all: ['consultations'] as const,
  takenSlots: (date: string) => ['consultations', 'taken-slots', date] as const,
};
