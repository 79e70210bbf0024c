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
export {
  getNeedsActionCounts,
  hasNeedsAction,
  isWaitingTooLong,
  NEEDS_ACTION_INBOXES,
  parseNeedsActionCounts,
  useNeedsActionCounts,
  type NeedsActionCounts,
  type NeedsActionSummary,
  type NeedsActionInbox,
} from './needs-action';
export {
  assignLead,
  deliverTeamEmails,
  getTeamMembers,
  useAssignLead,
  useTeamMembers,
  type OwnedInbox,
  type TeamMember,
} from './owners';
export {
  getLeadAlerts,
  setLeadAlerts,
  useLeadAlerts,
  useSetLeadAlerts,
  type LeadAlertPreference,
  type LeadAlerts,
} from './alert-preferences';
export {
  MIN_SEARCH_LENGTH,
  searchLeads,
  useLeadSearch,
  type LeadSearchResult,
} from './lead-search';
