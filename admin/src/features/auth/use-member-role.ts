import { useSession } from '@inzira/shared-data/auth';
import { useTeamRole } from '@inzira/shared-data/team';

/** The signed-in member's role (undefined while unknown), read from the session's token. */
export function useMemberRole() {
  const session = useSession();
  return useTeamRole(session.status === 'signed-in' ? session.session : null);
}
