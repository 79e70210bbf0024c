export const SETTINGS_MESSAGES = {
  passwordChanged: 'Password changed. Your other sessions are signed out.',
  codeSent: 'We sent a code to your e-mail address.',
  codeFailed: 'The code could not be sent',
  passwordFailed: 'Failed to change password',
  emailSettingFailed: 'Failed to change the e-mail setting',
} as const;
