export const SETTINGS_MESSAGES = {
  passwordChanged: 'Password changed successfully!',
  passwordFailed: 'Failed to change password',
  emailSettingFailed: 'Failed to change the e-mail setting',
} as const;
