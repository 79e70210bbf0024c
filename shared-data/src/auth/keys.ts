export const authKeys = {
  all: ['auth'] as const,
  isAdmin: (userId: string) => ['auth', 'is-admin', userId] as const,
};
