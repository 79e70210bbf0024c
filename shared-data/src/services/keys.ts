export const serviceKeys = {
  all: ['services'] as const,
  list: () => ['services', 'list'] as const,
  options: () => ['services', 'options'] as const,
};
