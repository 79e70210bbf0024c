export const SETTINGS_MESSAGES = {
  passwordChanged: 'Password changed successfully!',
  passwordFailed: 'Failed to change password',
} as const;
