import type { PGlite } from '@electric-sql/pglite';
import { createUserAsAdmin } from '../auth/admin-handler';
import { findUserByEmail, updateUser, passwordMatches } from '../auth/users';

export interface AdminCredentials {
  email: string;
  password: string;
}

export const defaultAdmin = (): AdminCredentials => ({
  email: process.env.LOCAL_ADMIN_EMAIL || 'admin@example.com',
  password: process.env.LOCAL_ADMIN_PASSWORD || 'inzira-admin',
});

/**
 * The path a hosted project uses to make an admin: create the user through the Auth admin API
 * (confirmed), then make it the team's owner (`public.team_members`, or `public.admin_users` in an
 * older schema). Idempotent; a changed password in the environment is applied on the next start.
 */
export async function ensureDemoAdmin(db: PGlite, admin: AdminCredentials): Promise<string> {
  const existing = await findUserByEmail(db, admin.email);
  let id: string;
  if (existing) {
    id = existing.id;
    if (!(await passwordMatches(admin.password, existing.encrypted_password))) {
      await updateUser(db, id, { password: admin.password, emailConfirm: true });
    }
  } else {
    const user = await createUserAsAdmin(
      { db },
      { email: admin.email, password: admin.password, email_confirm: true },
    );
    id = user.id;
  }
  // A team with roles makes the demo admin its owner; an older schema lists admins alone.
  const tables = await db.query<{ team: boolean; admins: boolean }>(
    `select to_regclass('public.team_members') is not null as team,
            to_regclass('public.admin_users') is not null as admins`,
  );
  if (tables.rows[0]?.team) {
    await db.query(
      `insert into public.team_members (user_id, role) values ($1, 'owner') on conflict do nothing`,
      [id],
    );
  } else if (tables.rows[0]?.admins) {
    await db.query('insert into public.admin_users (user_id) values ($1) on conflict do nothing', [
      id,
    ]);
  }
  return id;
}
