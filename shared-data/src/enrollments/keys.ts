export const enrollmentKeys = {
  all: ['enrollments'] as const,
};
