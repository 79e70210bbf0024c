export { deliverVisitorEmails, withVisitorEmails } from './deliver';
export {
  getLeadEmails,
  getVisitorEmailSettings,
  isEmailingInbox,
  retryVisitorEmail,
  setVisitorEmailEnabled,
  useLeadEmails,
  useRetryVisitorEmail,
  useSetVisitorEmailEnabled,
  useVisitorEmailSettings,
  VISITOR_EMAIL_KINDS,
  visitorEmailKeys,
  type EmailingInbox,
  type VisitorEmail,
  type VisitorEmailSetting,
} from './visitor-emails';
