export { ChangePasswordForm } from './change-password-form';
export { SETTINGS_MESSAGES } from './settings-messages';
