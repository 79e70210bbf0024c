import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '@inzira/local-backend';
import {
  adminClient,
  serviceClient,
  signedInClient,
  startTestBackend,
  type TestClient,
} from '@inzira/test-kit';
import { Constants, type Database } from '@inzira/contract/database.types.ts';
import { TEAM_ROLES } from '@inzira/contract/team.ts';

// Roles as each member meets them through supabase-js (docs/team-and-roles.md): an editor writes
// content and reads no lead, a sales member handles the inboxes and writes no content, the owner
// does everything; the database refuses what a role may not do whatever the app shows.

type Role = Database['public']['Enums']['team_role'];

const seededBlogId = 'a4000000-0000-4000-8000-000000000001';
const leadTables = [
  'bookings',
  'consultations',
  'partner_applications',
  'enrollments',
  'participants',
  'lead_activity',
  'visitor_emails',
] as const;

let backend: LocalBackend;
let service: TestClient<Database>;
let owner: TestClient<Database>;
let editor: TestClient<Database>;
let sales: TestClient<Database>;
let ownerId: string;

async function member(role: Role | null, name: string) {
  const email = `${name}-${role ?? 'none'}@example.com`;
  const password = `${name}-password-123`;
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  const id = created.data.user.id;
  if (role) {
    const { error } = await service.from('team_members').insert({ user_id: id, role });
    if (error) throw error;
  }
  return { id, client: await signedInClient<Database>(backend, email, password) };
}

async function blogTitle() {
  const { data } = await service.from('blogs').select('title').eq('id', seededBlogId).single();
  return data?.title;
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = serviceClient<Database>(backend);
  owner = await adminClient<Database>(backend);
  const { data } = await owner.auth.getUser();
  ownerId = data.user?.id ?? '';
  editor = (await member('editor', 'ed')).client;
  sales = (await member('sales', 'sam')).client;
});

afterAll(async () => {
  await backend?.stop();
});

it('the contract names the roles of the database', () => {
  expect(TEAM_ROLES).toEqual(Constants.public.Enums.team_role);
});

describe('editor', () => {
  it('writes content: posts, services, professionals', async () => {
    const update = await editor
      .from('blogs')
      .update({ title: 'Edited by the editor' })
      .eq('id', seededBlogId)
      .select('title');
    expect(update.error).toBeNull();
    expect(update.data).toEqual([{ title: 'Edited by the editor' }]);

    const service = await editor
      .from('services')
      .insert({ title: 'Editor service', description: 'Made by the editor.', features: ['One'] })
      .select('id');
    expect(service.error).toBeNull();
    const professionals = await editor.from('professionals').select('email');
    expect(professionals.data?.length).toBeGreaterThan(0);
  });

  it('reads no lead and changes none', async () => {
    for (const table of leadTables) {
      const { data } = await editor.from(table).select('*');
      expect(data ?? [], table).toEqual([]);
    }
    const { data: booking } = await service.from('bookings').select('id, status').limit(1).single();
    const update = await editor
      .from('bookings')
      .update({ status: 'cancelled' })
      .eq('id', booking?.id ?? '')
      .select('id');
    expect(update.data ?? []).toEqual([]);
    const after = await service
      .from('bookings')
      .select('status')
      .eq('id', booking?.id ?? '');
    expect(after.data).toEqual([{ status: booking?.status }]);
  });

  it('cannot open the inboxes, the dashboard, the team or the settings', async () => {
    for (const rpc of ['admin_unread_counts', 'admin_dashboard_stats', 'admin_team'] as const) {
      const { error } = await editor.rpc(rpc);
      expect(error?.code, rpc).toBe('42501');
    }
    const settings = await editor
      .from('team_settings')
      .update({ audit_retention_days: 30 })
      .eq('id', true)
      .select('id');
    expect(settings.data ?? []).toEqual([]);
    const members = await editor.from('team_members').select('role');
    expect(members.data).toEqual([{ role: 'editor' }]);
  });

  it('cannot make itself an owner', async () => {
    const { data } = await editor.auth.getUser();
    const rpc = await editor.rpc('admin_set_team_role', {
      member_id: data.user?.id ?? '',
      member_role: 'owner',
    });
    expect(rpc.error?.code).toBe('42501');
    const direct = await editor
      .from('team_members')
      .update({ role: 'owner' })
      .eq('user_id', data.user?.id ?? '');
    expect(direct.error?.code).toBe('42501');
  });
});

describe('sales', () => {
  it('handles the inboxes', async () => {
    const bookings = await sales.from('bookings').select('id, status');
    expect(bookings.data?.length).toBeGreaterThan(0);
    const id = bookings.data?.[0]?.id ?? '';
    const update = await sales
      .from('bookings')
      .update({ status: 'confirmed' })
      .eq('id', id)
      .select('status');
    expect(update.data).toEqual([{ status: 'confirmed' }]);
    expect((await sales.rpc('admin_unread_counts')).error).toBeNull();
    expect((await sales.rpc('admin_dashboard_stats')).error).toBeNull();
  });

  it('cannot edit a post, add content or upload media', async () => {
    const before = await blogTitle();
    const update = await sales
      .from('blogs')
      .update({ title: 'Rewritten by sales' })
      .eq('id', seededBlogId)
      .select('id');
    expect(update.data ?? []).toEqual([]);
    expect(await blogTitle()).toBe(before);

    const insert = await sales
      .from('services')
      .insert({ title: 'Sales service', description: 'No.', features: ['One'] });
    expect(insert.error?.code).toBe('42501');

    const upload = await sales.storage
      .from('media')
      .upload(`sales-${Date.now()}.png`, new Blob(['x'], { type: 'image/png' }));
    expect(upload.error).not.toBeNull();
  });

  it('cannot restore a deleted post', async () => {
    const { data } = await owner
      .from('testimonials')
      .insert({ author: 'Undo me', quote: 'Kept for Undo.', role: 'Client', company: 'Inzira' })
      .select('id')
      .single();
    await owner
      .from('testimonials')
      .delete()
      .eq('id', data?.id ?? '');
    const restore = await sales.rpc('admin_restore_deleted', {
      table_name: 'testimonials',
      row_id: data?.id ?? '',
    });
    expect(restore.error?.code).toBe('42501');
    const byOwner = await owner.rpc('admin_restore_deleted', {
      table_name: 'testimonials',
      row_id: data?.id ?? '',
    });
    expect(byOwner.error).toBeNull();
  });
});

describe('owner', () => {
  it('reads the team with e-mails and changes roles', async () => {
    const team = await owner.rpc('admin_team');
    expect(team.error).toBeNull();
    expect(team.data?.map((m) => m.role).sort()).toEqual(['editor', 'owner', 'sales']);
    expect(team.data?.find((m) => m.role === 'owner')?.last_sign_in_at).not.toBeNull();
  });

  it('cannot remove or demote the last owner, even through the service role', async () => {
    const demote = await owner.rpc('admin_set_team_role', {
      member_id: ownerId,
      member_role: 'editor',
    });
    expect(demote.error?.message).toBe('The team must keep at least one owner.');
    const remove = await owner.rpc('admin_remove_team_member', { member_id: ownerId });
    expect(remove.error?.message).toBe('The team must keep at least one owner.');
    const direct = await service.from('team_members').delete().eq('user_id', ownerId);
    expect(direct.error?.message).toBe('The team must keep at least one owner.');
    const deleteUser = await service.auth.admin.deleteUser(ownerId);
    expect(deleteUser.error).not.toBeNull();
    expect((await owner.rpc('current_team_role')).data).toBe('owner');
  });

  it('removes a member, whose token is refused on the next request', async () => {
    const removed = await member('sales', 'gone');
    expect((await removed.client.from('bookings').select('id')).data?.length).toBeGreaterThan(0);
    const remove = await owner.rpc('admin_remove_team_member', { member_id: removed.id });
    expect(remove.error).toBeNull();
    expect((await removed.client.from('bookings').select('id')).data).toEqual([]);
    expect((await removed.client.rpc('admin_unread_counts')).error?.code).toBe('42501');
    expect((await removed.client.rpc('is_admin')).data).toBe(false);
  });

  it('adds a member once, with a role, and changes it', async () => {
    const user = await member(null, 'newcomer');
    expect((await user.client.rpc('is_admin')).data).toBe(false);
    const add = await owner.rpc('admin_add_team_member', {
      member_id: user.id,
      member_role: 'editor',
    });
    expect(add.error).toBeNull();
    const again = await owner.rpc('admin_add_team_member', {
      member_id: user.id,
      member_role: 'owner',
    });
    expect(again.error?.code).toBe('23505');
    expect((await user.client.rpc('current_team_role')).data).toBe('editor');
    await owner.rpc('admin_set_team_role', { member_id: user.id, member_role: 'sales' });
    expect((await user.client.rpc('current_team_role')).data).toBe('sales');
    const unknown = await owner.rpc('admin_set_team_role', {
      member_id: '00000000-0000-4000-8000-000000000000',
      member_role: 'sales',
    });
    expect(unknown.error?.code).toBe('P0002');
  });
});

describe('two factors required', () => {
  it('cannot be switched on from a password-only session', async () => {
    const { error } = await owner
      .from('team_settings')
      .update({ mfa_required: true })
      .eq('id', true);
    expect(error?.message).toBe('Verify your own second factor before requiring one for everyone.');
  });

  it('leaves a password-only (aal1) session no lead to read, but content to edit', async () => {
    await service.from('team_settings').update({ mfa_required: true }).eq('id', true);
    try {
      for (const table of leadTables) {
        const { data } = await sales.from(table).select('*');
        expect(data ?? [], table).toEqual([]);
        expect((await owner.from(table).select('*')).data ?? [], table).toEqual([]);
      }
      expect((await owner.rpc('admin_team')).error?.code).toBe('42501');
      const edit = await editor
        .from('blogs')
        .update({ title: 'Still editable' })
        .eq('id', seededBlogId)
        .select('id');
      expect(edit.data?.length).toBe(1);
    } finally {
      await service.from('team_settings').update({ mfa_required: false }).eq('id', true);
    }
    expect((await sales.from('bookings').select('id')).data?.length).toBeGreaterThan(0);
  });
});

describe('the access token hook', () => {
  // As Auth runs it: as supabase_auth_admin, so the grants Supabase's hook guide lists decide.
  const runHook = async (userId: string) => {
    const { rows } = await backend.db.transaction(async (tx) => {
      await tx.query("select set_config('role', 'supabase_auth_admin', true)");
      return tx.query<{ event: { claims: Record<string, unknown> } }>(
        `select public.custom_access_token_hook($1::jsonb) as event`,
        [JSON.stringify({ user_id: userId, claims: { sub: userId, role: 'authenticated' } })],
      );
    });
    return rows[0]?.event.claims;
  };

  it('adds the member role, null for a user outside the team', async () => {
    expect(await runHook(ownerId)).toMatchObject({ user_role: 'owner', sub: ownerId });
    const outsider = await member(null, 'outsider');
    expect(await runHook(outsider.id)).toMatchObject({ user_role: null });
  });

  it('is callable by Auth only', async () => {
    const { error } = await owner.rpc('custom_access_token_hook', { event: {} });
    expect(error?.code).toBe('42501');
    const { rows } = await backend.db.query<{ allowed: boolean }>(
      `select has_function_privilege('supabase_auth_admin', 'public.custom_access_token_hook(jsonb)', 'execute') as allowed`,
    );
    expect(rows[0]?.allowed).toBe(true);
  });

  it('makes a token whose role claim no longer matches the table worthless', async () => {
    const { data } = await editor.auth.getUser();
    const id = data.user?.id ?? '';
    const { rows } = await backend.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`,
        [JSON.stringify({ sub: id, role: 'authenticated', user_role: 'owner' })],
      );
      return tx.query<{ role: string | null }>('select public.current_team_role() as role');
    });
    expect(rows[0]?.role).toBeNull();
  });
});
