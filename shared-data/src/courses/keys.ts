export const courseKeys = {
  all: ['courses'] as const,
  catalogue: () => ['courses', 'catalogue'] as const,
};
