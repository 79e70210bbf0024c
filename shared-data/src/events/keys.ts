export const eventKeys = {
  all: ['events'] as const,
  upcoming: () => ['events', 'upcoming'] as const,
  options: () => ['events', 'options'] as const,
};
