import { describe, expect, it } from 'vitest';
import { nonAdminClient, signedInClient, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// Owners (docs/leads.md, "Owners"): a lead is assigned to a member of the team; the assignment
// is in its timeline and queues an e-mail to the assignee in the team outbox.

const ctx = useTestBackend<Database>();

async function newMember(email: string): Promise<string> {
  const { data, error } = await ctx().service.auth.admin.createUser({
    email,
    password: 'member-password-1',
    email_confirm: true,
  });
  expect(error).toBeNull();
  const id = data.user?.id ?? '';
  expect(
    (await ctx().service.from('team_members').insert({ user_id: id, role: 'sales' })).error,
  ).toBeNull();
  return id;
}

async function newBooking(name: string): Promise<string> {
  const { data } = await ctx()
    .service.from('bookings')
    .insert({
      full_name: name,
      email: 'owner.test@example.com',
      requested_service: 'Event Protocols',
      project_description: 'A wedding in Musanze.',
    })
    .select('id')
    .single();
  return data?.id ?? '';
}

describe('owners', () => {
  it('records the assignment, e-mails the assignee and leaves the lead waiting', async () => {
    const member = await newMember('aline.owner@example.com');
    const id = await newBooking('Assigned Visitor');
    const { error } = await ctx()
      .admin.from('bookings')
      .update({ assignee_id: member })
      .eq('id', id);
    expect(error).toBeNull();

    const { data: history } = await ctx()
      .admin.from('lead_activity')
      .select('kind, assignee_id, assignee_email, author_email')
      .eq('booking_id', id);
    expect(history).toEqual([
      {
        kind: 'assignment',
        assignee_id: member,
        assignee_email: 'aline.owner@example.com',
        author_email: ctx().backend.admin?.email,
      },
    ]);
    const { data: emails } = await ctx()
      .service.from('team_emails')
      .select('kind, recipient, recipient_id, inbox, lead_id, lead_name, topic, status')
      .eq('lead_id', id)
      .neq('kind', 'new_lead');
    expect(emails).toEqual([
      {
        kind: 'lead_assigned',
        recipient: 'aline.owner@example.com',
        recipient_id: member,
        inbox: 'bookings',
        lead_id: id,
        lead_name: 'Assigned Visitor',
        topic: 'Event Protocols',
        status: 'pending',
      },
    ]);
    const { data: lead } = await ctx()
      .service.from('bookings')
      .select('first_action_at')
      .eq('id', id)
      .single();
    expect(lead?.first_action_at).toBeNull();

    // The assignee reads the e-mail sent to them; another administrator does not.
    const aline = await signedInClient<Database>(
      ctx().backend,
      'aline.owner@example.com',
      'member-password-1',
    );
    expect(
      (await aline.from('team_emails').select('id').eq('lead_id', id).neq('kind', 'new_lead')).data,
    ).toHaveLength(1);
    expect(
      (await ctx().admin.from('team_emails').select('id').eq('lead_id', id).neq('kind', 'new_lead'))
        .data,
    ).toEqual([]);
  });

  it('e-mails nobody when members take a lead themselves, and records unassigning', async () => {
    const id = await newBooking('Self Assigned Visitor');
    const self = (await ctx().admin.auth.getUser()).data.user?.id ?? '';
    await ctx().admin.from('bookings').update({ assignee_id: self }).eq('id', id);
    await ctx().admin.from('bookings').update({ assignee_id: null }).eq('id', id);
    const { data: history } = await ctx()
      .admin.from('lead_activity')
      .select('kind, assignee_id')
      .eq('booking_id', id)
      .order('created_at');
    expect(history).toEqual([
      { kind: 'assignment', assignee_id: self },
      { kind: 'assignment', assignee_id: null },
    ]);
    expect(
      (
        await ctx()
          .service.from('team_emails')
          .select('id')
          .eq('lead_id', id)
          .neq('kind', 'new_lead')
      ).data,
    ).toEqual([]);
  });

  it('refuses an assignee who is not a member of the team', async () => {
    await nonAdminClient<Database>(ctx().backend);
    const { data: users } = await ctx().service.auth.admin.listUsers();
    const outsider = users.users.find((user) => user.email === 'not-an-admin@example.com')?.id;
    const id = await newBooking('Outsider Visitor');
    for (const assignee of [outsider ?? '', '00000000-0000-4000-8000-000000000000']) {
      const { error } = await ctx()
        .admin.from('bookings')
        .update({ assignee_id: assignee })
        .eq('id', id);
      expect(error?.code).toBe('23503');
    }
    expect(
      (
        await ctx()
          .service.from('team_emails')
          .select('id')
          .eq('lead_id', id)
          .neq('kind', 'new_lead')
      ).data,
    ).toEqual([]);
  });

  it('lists the team to administrators only', async () => {
    const { data } = await ctx().admin.rpc('admin_team_members');
    expect(data?.map((member) => member.email)).toContain(ctx().backend.admin?.email);
    expect((await ctx().anon.rpc('admin_team_members')).error).not.toBeNull();
    const user = await signedInClient<Database>(
      ctx().backend,
      'not-an-admin@example.com',
      'not-an-admin-password',
    );
    expect((await user.rpc('admin_team_members')).error?.code).toBe('42501');
    expect((await user.from('team_emails').select('id')).data).toEqual([]);
  });
});
