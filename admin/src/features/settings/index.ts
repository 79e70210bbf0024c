export { ChangePassword } from './change-password';
export { FailedVisitorEmails } from './failed-visitor-emails';
export { VisitorEmailSettings } from './visitor-email-settings';
export { ChangePasswordForm } from './change-password-form';
export { LeadAlertSettings } from './lead-alert-settings';
export { WaitingThresholdSetting } from './waiting-threshold-setting';
