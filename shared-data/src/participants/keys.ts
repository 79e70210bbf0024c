export const participantKeys = {
  all: ['participants'] as const,
};
