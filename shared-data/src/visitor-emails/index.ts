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
  visitorEmailTitle,
  type EmailingInbox,
  type VisitorEmail,
  type VisitorEmailSetting,
} from './visitor-emails';
