export { TeamMembers } from './team-members';
export { TeamRules } from './team-rules';
