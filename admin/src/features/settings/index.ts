export { ChangePasswordForm } from './change-password-form';
export { SETTINGS_MESSAGES } from './settings-messages';
export { FailedVisitorEmails } from './failed-visitor-emails';
export { VisitorEmailSettings } from './visitor-email-settings';
