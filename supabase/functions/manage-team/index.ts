import { isTeamRole } from '@inzira/contract/team.ts';
import { serviceClient } from '../_shared/database.ts';
import { RequestError, serveJson } from '../_shared/http.ts';
import { readFlatObject, type Scalar } from '../_shared/read-body.ts';
import { ownerSession, type CallerClient } from './owner-session.ts';
import { isUuid } from '../_shared/uuid.ts';

// The database's rule for an e-mail address (public.email_address).
const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function onlyFields(fields: Record<string, Scalar>, allowed: string[]): void {
  const unknown = Object.keys(fields).filter((name) => !allowed.includes(name));
  if (unknown.length > 0) throw new RequestError(400, `Unknown field: ${unknown.join(', ')}`);
}

/**
 * Invites someone by e-mail in a role: Auth sends the invitation (single use, expiring) with the
 * secret key, then the owner's own session adds the new user to the team, so the audit log
 * records which owner did. Inviting a pending invitee again sends a new e-mail.
 */
async function invite(caller: CallerClient, fields: Record<string, Scalar>) {
  onlyFields(fields, ['action', 'email', 'role', 'redirectTo']);
  const { email, role, redirectTo } = fields;
  if (typeof email !== 'string' || email.length > 254 || !emailPattern.test(email.trim())) {
    throw new RequestError(400, 'Enter a valid e-mail address.');
  }
  if (!isTeamRole(role)) throw new RequestError(400, 'Choose a role: owner, editor or sales.');
  if (typeof redirectTo !== 'string' || redirectTo.length > 2048 || !URL.canParse(redirectTo)) {
    throw new RequestError(400, 'redirectTo must be the URL of the set-password page.');
  }
  // Auth checks redirectTo against its allow-list (config.toml additional_redirect_urls).
  const invited = await serviceClient().auth.admin.inviteUserByEmail(email.trim().toLowerCase(), {
    redirectTo,
  });
  if (invited.error) {
    if (invited.error.status === 422) {
      throw new RequestError(409, 'This address already has an account.');
    }
    if (invited.error.status === 429) {
      throw new RequestError(429, 'Too many e-mails sent. Please try again later.');
    }
    throw new Error(invited.error.message);
  }
  const userId = invited.data.user.id;
  const added = await caller.rpc('admin_add_team_member', {
    member_id: userId,
    member_role: role,
  });
  // 23505: already in the team (a pending invitation sent again), which is what was asked.
  if (added.error && added.error.code !== '23505') throw new Error(added.error.message);
  return { userId };
}

/** Deletes a member's second factors (a lost authenticator); the audit log records it. */
async function resetFactors(caller: CallerClient, fields: Record<string, Scalar>) {
  onlyFields(fields, ['action', 'userId']);
  const { userId } = fields;
  if (!isUuid(userId)) {
    throw new RequestError(400, 'userId must be the id of a member.');
  }
  const service = serviceClient();
  const member = await service
    .from('team_members')
    .select('user_id')
    .eq('user_id', userId)
    .maybeSingle();
  if (member.error) throw new Error(member.error.message);
  if (!member.data) throw new RequestError(404, 'This person is not a member of the team.');
  const listed = await service.auth.admin.mfa.listFactors({ userId });
  if (listed.error) throw new Error(listed.error.message);
  for (const factor of listed.data.factors) {
    const deleted = await service.auth.admin.mfa.deleteFactor({ id: factor.id, userId });
    if (deleted.error) throw new Error(deleted.error.message);
  }
  const recorded = await caller.rpc('admin_record_factor_reset', {
    member_id: userId,
    factor_count: listed.data.factors.length,
  });
  if (recorded.error) throw new Error(recorded.error.message);
  return { deleted: listed.data.factors.length };
}

/**
 * Team changes that need Auth's admin API (docs/team-and-roles.md): `invite` and
 * `reset_factors`. Roles and removals are plain owner-checked database functions the app calls.
 */
Deno.serve(
  serveJson('user', async (request, session) => {
    // Nobody but an owner learns anything, not even which fields are wrong.
    const caller = await ownerSession(session);
    const fields = await readFlatObject(request);
    if (fields.action === 'invite') return invite(caller, fields);
    if (fields.action === 'reset_factors') return resetFactors(caller, fields);
    throw new RequestError(400, 'action must be invite or reset_factors.');
  }),
);
