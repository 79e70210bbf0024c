export const consultationHoursKeys = {
  weekly: () => ['consultation_hours', 'weekly'] as const,
  settings: () => ['consultation_hours', 'settings'] as const,
  holidays: (from: string, to: string) => ['consultation_hours', 'holidays', from, to] as const,
  announced: () => ['consultation_hours', 'announced'] as const,
  overrides: () => ['consultation_hours', 'overrides'] as const,
};
