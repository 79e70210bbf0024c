export { ChangePasswordForm } from './change-password-form';
export { SETTINGS_MESSAGES } from './settings-messages';
export { VisitorEmailSettings } from './visitor-email-settings';
