export const AUTH_MESSAGES = {
  notAdmin: 'This account does not have access to the Inzira back-office.',
  checking: 'Checking your session',
  adminCheckFailed: 'We could not confirm your access.',
} as const;
