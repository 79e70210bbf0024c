export const paths = {
  login: '/auth/login',
  dashboard: '/admin/dashboard',
} as const;
