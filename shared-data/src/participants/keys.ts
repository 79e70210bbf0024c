export const participantKeys = {
  all: ['participants'] as const,
  ofEvent: (eventId: string) => ['participants', 'event', eventId] as const,
};
