import { needsSecondFactor, useSession } from '@inzira/shared-data/auth';
import { useAuthClient } from '@inzira/shared-data/client';
import { useQuery } from '@inzira/shared-data/swr';

/**
 * Whether the signed-in member still owes the code of their authenticator app (a verified
 * factor and a password-only session); undefined while unknown or signed out.
 */
export function useNeedsSecondFactor() {
  const client = useAuthClient();
  const session = useSession();
  const token = session.status === 'signed-in' ? session.session.access_token : null;
  return useQuery(token ? ['auth', 'assurance', token] : null, () => needsSecondFactor(client));
}
