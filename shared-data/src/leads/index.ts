export { INBOXES, isInbox, LEAD_COLUMNS, type Inbox } from './inboxes';
export { leadKeys } from './keys';
export {
  addLeadNote,
  getLeadActivity,
  useAddLeadNote,
  useLeadActivity,
  type LeadActivity,
} from './lead-activity';
export {
  getUnreadCounts,
  INBOX_REFRESH_MS,
  openInbox,
  parseUnreadCounts,
  useUnreadCounts,
  type UnreadCounts,
} from './inbox-reads';
