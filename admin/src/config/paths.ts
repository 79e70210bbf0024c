export const paths = {
  login: '/auth/login',
  /** Where invitation and password-reset links land (docs/team-and-roles.md). */
  resetPassword: '/auth/reset-password',
  forgotPassword: '/auth/forgot-password',
  dashboard: '/admin/dashboard',
} as const;
