import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '@inzira/local-backend';
import {
  adminClient,
  serviceClient,
  signedInClient,
  startTestBackend,
  submitAsVisitor,
  type TestClient,
} from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// The audit log (docs/team-and-roles.md): every write a member makes appears once, with the
// fields it changed, a lead's personal data masked; nobody can change or delete an entry.

type Role = Database['public']['Enums']['team_role'];

let backend: LocalBackend;
let service: TestClient<Database>;
let owner: TestClient<Database>;
let editor: TestClient<Database>;
let sales: TestClient<Database>;

async function member(role: Role, name: string) {
  const email = `${name}@example.com`;
  const password = `${name}-password-123`;
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  await service.from('team_members').insert({ user_id: created.data.user.id, role });
  return signedInClient<Database>(backend, email, password);
}

/** The entries about one row, oldest first, as the owner reads them. */
async function entriesFor(rowId: string) {
  const { data, error } = await owner
    .from('audit_log')
    .select('actor_email, actor_role, table_name, row_id, action, changes')
    .eq('row_id', rowId)
    .order('id');
  expect(error).toBeNull();
  return data ?? [];
}

async function auditCount() {
  const { rows } = await backend.db.query<{ n: number }>(
    'select count(*)::int as n from public.audit_log',
  );
  return rows[0]?.n ?? 0;
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = serviceClient<Database>(backend);
  owner = await adminClient<Database>(backend);
  editor = await member('editor', 'audit-editor');
  sales = await member('sales', 'audit-sales');
});

afterAll(async () => {
  await backend?.stop();
});

describe('what is recorded', () => {
  it('a post edit, once, with the fields before and after and who made it', async () => {
    const { data: post } = await service.from('blogs').select('id, title').limit(1).single();
    const id = post?.id ?? '';
    await editor.from('blogs').update({ title: 'Audited title' }).eq('id', id);
    expect(await entriesFor(id)).toEqual([
      {
        actor_email: 'audit-editor@example.com',
        actor_role: 'editor',
        table_name: 'blogs',
        row_id: id,
        action: 'update',
        changes: { before: { title: post?.title }, after: { title: 'Audited title' } },
      },
    ]);
    // Saving the same values again changes nothing and records nothing.
    await editor.from('blogs').update({ title: 'Audited title' }).eq('id', id);
    expect(await entriesFor(id)).toHaveLength(1);
  });

  it('a create, a delete and the Undo that restores it', async () => {
    const { data } = await editor
      .from('testimonials')
      .insert({ author: 'Audit Author', quote: 'Audited.', role: 'Client', company: 'Inzira' })
      .select('id')
      .single();
    const id = data?.id ?? '';
    await editor.from('testimonials').delete().eq('id', id);
    await editor.rpc('admin_restore_deleted', { table_name: 'testimonials', row_id: id });
    const entries = await entriesFor(id);
    expect(entries.map((e) => e.action)).toEqual(['insert', 'delete', 'restore']);
    expect(entries[0]?.changes).toMatchObject({ after: { author: 'Audit Author' } });
    expect(entries[0]?.changes).not.toHaveProperty('before');
    expect(entries[1]?.changes).toMatchObject({ before: { quote: 'Audited.' } });
    expect(entries[1]?.changes).not.toHaveProperty('after');
  });

  it("a lead's change with its personal data masked", async () => {
    const { data: booking } = await service
      .from('bookings')
      .select('id, status, email')
      .eq('status', 'pending')
      .limit(1)
      .single();
    const id = booking?.id ?? '';
    await sales.from('bookings').update({ status: 'confirmed' }).eq('id', id);
    await sales.from('bookings').update({ email: 'new-address@example.com' }).eq('id', id);
    const entries = await entriesFor(id);
    expect(entries.map((e) => e.changes)).toEqual([
      { before: { status: 'pending' }, after: { status: 'confirmed' } },
      { before: { email: '[masked]' }, after: { email: '[masked]' } },
    ]);
    expect(JSON.stringify(entries)).not.toContain('new-address@example.com');
    expect(JSON.stringify(entries)).not.toContain(booking?.email);
  });

  it('a file added to the media library', async () => {
    const name = `audit-${Date.now()}.png`;
    const upload = await editor.storage
      .from('media')
      .upload(name, new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }));
    expect(upload.error).toBeNull();
    const { data } = await owner
      .from('audit_log')
      .select('actor_role, action, changes')
      .eq('table_name', 'objects');
    expect(data).toMatchObject([
      { actor_role: 'editor', action: 'insert', changes: { after: { name, bucket_id: 'media' } } },
    ]);
  });

  it('settings and team changes', async () => {
    await owner.from('team_settings').update({ audit_retention_days: 400 }).eq('id', true);
    expect(await entriesFor('true')).toMatchObject([
      {
        table_name: 'team_settings',
        action: 'update',
        changes: { before: { audit_retention_days: 365 }, after: { audit_retention_days: 400 } },
      },
    ]);
    await owner
      .from('visitor_email_settings')
      .update({ enabled: false })
      .eq('kind', 'booking_confirmed');
    expect(await entriesFor('booking_confirmed')).toMatchObject([
      { table_name: 'visitor_email_settings', changes: { after: { enabled: false } } },
    ]);
    const { data: me } = await sales.auth.getUser();
    const salesId = me.user?.id ?? '';
    await owner.rpc('admin_set_team_role', { member_id: salesId, member_role: 'editor' });
    await owner.rpc('admin_set_team_role', { member_id: salesId, member_role: 'sales' });
    expect((await entriesFor(salesId)).map((e) => e.changes)).toEqual([
      { before: { role: 'sales' }, after: { role: 'editor' } },
      { before: { role: 'editor' }, after: { role: 'sales' } },
    ]);
  });

  it("a visitor's submission and the service role's writes are not a member's", async () => {
    const before = await auditCount();
    await submitAsVisitor(backend, 'submit-booking', {
      name: 'Audit Visitor',
      email: 'audit-visitor@example.com',
      countryCode: '+250',
      phone: '788 000 111',
      service: 'Others',
      description: 'Not an admin write.',
    });
    await service.from('team_settings').update({ audit_retention_days: 366 }).eq('id', true);
    expect(await auditCount()).toBe(before);
  });

  it('is read by owners only', async () => {
    expect((await owner.from('audit_log').select('id')).data?.length).toBeGreaterThan(0);
    for (const client of [editor, sales]) {
      const { data } = await client.from('audit_log').select('id');
      expect(data ?? []).toEqual([]);
    }
  });
});

describe('append-only', () => {
  it('no API role can change or delete an entry, the owner and the service role included', async () => {
    const { data } = await owner.from('audit_log').select('id, action').limit(1).single();
    const id = data?.id ?? 0;
    for (const client of [owner, editor, sales, service]) {
      const update = await client.from('audit_log').update({ action: 'insert' }).eq('id', id);
      expect(update.error?.code).toBe('42501');
      const remove = await client.from('audit_log').delete().eq('id', id);
      expect(remove.error?.code).toBe('42501');
      const insert = await client
        .from('audit_log')
        .insert({ table_name: 'blogs', action: 'insert', changes: {} });
      expect(insert.error?.code).toBe('42501');
    }
    expect((await owner.from('audit_log').select('action').eq('id', id)).data).toEqual([
      { action: data?.action },
    ]);
  });

  it('even the database owner cannot change, delete or truncate a recent entry', async () => {
    for (const sql of [
      `update public.audit_log set action = 'insert'`,
      'delete from public.audit_log',
      'truncate public.audit_log',
    ]) {
      await expect(backend.db.query(sql), sql).rejects.toThrow('The audit log is append-only.');
    }
  });

  it('the purge removes only entries past the retention period', async () => {
    await backend.db.query(
      `insert into public.audit_log (created_at, table_name, action)
       values (now() - interval '400 days', 'blogs', 'update'),
              (now() - interval '300 days', 'blogs', 'update')`,
    );
    const before = await auditCount();
    const { rows } = await backend.db.query<{ purged: number }>(
      'select private.purge_audit_log() as purged',
    );
    expect(rows[0]?.purged).toBe(1);
    expect(await auditCount()).toBe(before - 1);
  });
});
