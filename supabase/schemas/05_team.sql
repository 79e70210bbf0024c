-- Team and roles (docs/team-and-roles.md): who administers, in which role, and what each role
-- reaches. `team_members` is the authority: every policy and admin function asks the helpers
-- below, which read it on each request, so a removed member's token is refused at once. A custom
-- access token hook copies the role into the JWT (claim `user_role`) so the apps can show what a
-- role may do; a token whose claim no longer matches the table (a changed role) is refused until
-- it is refreshed.

create type public.team_role as enum ('owner', 'editor', 'sales');

create table public.team_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role public.team_role not null,
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
alter table public.team_members enable row level security;

-- One row of team-wide settings, written by owners (the row itself comes from the migration).
create table public.team_settings (
  id boolean primary key default true constraint team_settings_single_row check (id),
  -- With it on, lead data and owner actions need a session verified with a second factor (aal2).
  mfa_required boolean not null default false,
  -- Audit log entries older than this are purged (private.purge_audit_log).
  audit_retention_days integer not null default 365
    constraint team_settings_audit_retention check (audit_retention_days between 30 and 3650),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Content versions older than this are pruned, each row's latest ten kept
  -- (docs/content-trust.md, "Revisions").
  revision_retention_days integer not null default 365
    constraint team_settings_revision_retention check (revision_retention_days between 30 and 3650),
  -- Hours of working days a lead may wait for its first act before it is flagged; 24 = one
  -- working day (docs/leads.md, "Waiting too long").
  lead_waiting_hours integer not null default 24
    constraint team_settings_lead_waiting_hours check (lead_waiting_hours between 1 and 720)
);
create trigger team_settings_set_updated_at before update on public.team_settings
  for each row execute function private.set_updated_at();
alter table public.team_settings enable row level security;

-- Requiring two factors from a session without one would lock the owner out of the settings that
-- switch it off: the owner turns it on from a session verified with a second factor.
create function private.check_mfa_switch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.mfa_required and not old.mfa_required and coalesce(auth.role(), '') = 'authenticated'
     and coalesce((select auth.jwt()) ->> 'aal', '') <> 'aal2' then
    raise exception 'Verify your own second factor before requiring one for everyone.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
create trigger team_settings_check_mfa_switch before update of mfa_required on public.team_settings
  for each row execute function private.check_mfa_switch();

-- The caller's role, or null: not a member, or a token issued for another role. Security definer
-- so policies can read team_members without granting it; search_path is empty so a caller cannot
-- shadow `team_members` or `auth.uid` with their own objects. A token without the claim (issued
-- before the hook ran) is judged by the table alone.
create function public.current_team_role()
returns public.team_role
language sql
stable
security definer
set search_path = ''
as $$
  select m.role from public.team_members m
  where m.user_id = (select auth.uid())
    and coalesce((select auth.jwt()) ->> 'user_role', m.role::text) = m.role::text
$$;

-- Any member of the team, whatever the role (the back-office guard and content drafts).
create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.current_team_role() is not null
$$;

-- True for requests from the public API that are not an administrator's (anon or a signed-in
-- non-admin); false for the service role, migrations and seed.
create function private.is_visitor()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.role(), '') in ('anon', 'authenticated') and not public.is_admin()
$$;

create function private.has_role(variadic allowed public.team_role[])
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(public.current_team_role() = any (allowed), false)
$$;

-- False when the owner requires two factors and this session was not verified with one.
create function private.mfa_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not coalesce((select s.mfa_required from public.team_settings s), false)
    or coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
$$;

-- Content: posts, projects, services, testimonials, professionals, events, courses, media.
create function private.can_edit_content()
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.has_role('owner', 'editor')
$$;

-- The inboxes: bookings, consultations, applications, enrollments, participants, their timeline
-- and e-mails. Personal data, so the owner's two-factor rule applies.
create function private.can_handle_leads()
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.has_role('owner', 'sales') and private.mfa_satisfied()
$$;

-- The team, the settings and the audit log. The two-factor rule applies, so a stolen password
-- alone cannot switch the rule off.
create function private.is_owner()
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.has_role('owner') and private.mfa_satisfied()
$$;

-- Whether the caller's role may write rows of this table (Undo restores any table's rows).
create function private.can_write_table(table_name text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select case
    when table_name in ('services', 'professionals', 'testimonials', 'projects', 'project_members',
                        'events', 'blogs', 'courses') then private.can_edit_content()
    when table_name in ('bookings', 'consultations', 'partner_applications', 'enrollments',
                        'participants', 'lead_activity') then private.can_handle_leads()
    else private.is_owner()
  end
$$;

-- Postgres lets PUBLIC execute every new function and Supabase adds anon/authenticated; these two
-- are harmless to call (they only answer for the caller).
revoke execute on function public.is_admin(), public.current_team_role() from public, anon, authenticated;
grant execute on function public.is_admin() to anon, authenticated, service_role;
grant execute on function public.current_team_role() to authenticated, service_role;

-- The last owner stays: nobody can remove or demote them (the team would be locked out of its
-- own settings). The owners' rows are locked first so two concurrent changes cannot each count
-- the other as the owner who remains.
create function private.keep_an_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'owner' and (tg_op = 'DELETE' or new.role <> 'owner') then
    perform 1 from public.team_members m where m.role = 'owner' for update;
    if not exists (
      select 1 from public.team_members m where m.role = 'owner' and m.user_id <> old.user_id
    ) then
      raise exception 'The team must keep at least one owner.' using errcode = 'P0001';
    end if;
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;
create trigger team_members_keep_an_owner before update of role or delete on public.team_members
  for each row execute function private.keep_an_owner();

revoke all on public.team_members from anon, authenticated;
-- Members read their own row; owners read the team. Writes go through the owner-checked
-- functions below.
grant select on public.team_members to authenticated;
create policy "Members read themselves, owners the team" on public.team_members for select
  to authenticated using (user_id = (select auth.uid()) or (select private.is_owner()));

revoke all on public.team_settings from anon, authenticated;
grant select, update (mfa_required, audit_retention_days, revision_retention_days, lead_waiting_hours)
  on public.team_settings to authenticated;
create policy "Members read the team settings" on public.team_settings for select
  to authenticated using ((select public.is_admin()));
create policy "Owners change the team settings" on public.team_settings for update
  to authenticated using ((select private.is_owner())) with check ((select private.is_owner()));

-- The custom access token hook, as Supabase's RBAC guide documents it: Auth calls it (as
-- supabase_auth_admin) whenever it issues a token, and it adds the member's role as `user_role`
-- (null for a user outside the team). Only Auth may call it or read what it reads.
create function public.custom_access_token_hook(event jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  member_role public.team_role;
begin
  select m.role into member_role from public.team_members m
    where m.user_id = (event ->> 'user_id')::uuid;
  return jsonb_set(
    event, '{claims,user_role}', coalesce(to_jsonb(member_role), 'null'::jsonb), true
  );
end;
$$;
grant usage on schema public to supabase_auth_admin;
revoke execute on function public.custom_access_token_hook(jsonb) from public, anon, authenticated;
grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;
grant select on public.team_members to supabase_auth_admin;
create policy "Auth reads roles for tokens" on public.team_members for select
  to supabase_auth_admin using (true);

-- Team changes an owner makes (the manage-team Edge Function and the Team page call these with
-- the owner's session, so the audit log records who). --------------------------------------------

-- The team with each member's e-mail and last sign-in (auth.users is not readable through the API).
create function public.admin_team()
returns table (
  user_id uuid,
  email text,
  role public.team_role,
  invited_by uuid,
  created_at timestamptz,
  last_sign_in_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_owner() then
    raise exception 'Only owners can manage the team.' using errcode = '42501';
  end if;
  return query
    select m.user_id, u.email::text, m.role, m.invited_by, m.created_at, u.last_sign_in_at
    from public.team_members m join auth.users u on u.id = m.user_id
    order by m.created_at, u.email;
end;
$$;

-- Adds an existing user (one the owner just invited) to the team.
create function public.admin_add_team_member(member_id uuid, member_role public.team_role)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_owner() then
    raise exception 'Only owners can manage the team.' using errcode = '42501';
  end if;
  if member_role is null then
    raise exception 'A member needs a role.' using errcode = '22004';
  end if;
  insert into public.team_members (user_id, role, invited_by)
    values (member_id, member_role, auth.uid());
end;
$$;

create function public.admin_set_team_role(member_id uuid, member_role public.team_role)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_owner() then
    raise exception 'Only owners can manage the team.' using errcode = '42501';
  end if;
  if member_role is null then
    raise exception 'A member needs a role.' using errcode = '22004';
  end if;
  update public.team_members m set role = member_role where m.user_id = member_id;
  if not found then
    raise exception 'This person is not a member of the team.' using errcode = 'P0002';
  end if;
end;
$$;

create function public.admin_remove_team_member(member_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_owner() then
    raise exception 'Only owners can manage the team.' using errcode = '42501';
  end if;
  delete from public.team_members m where m.user_id = member_id;
  if not found then
    raise exception 'This person is not a member of the team.' using errcode = 'P0002';
  end if;
end;
$$;

revoke execute on function public.admin_team(), public.admin_add_team_member(uuid, public.team_role),
  public.admin_set_team_role(uuid, public.team_role), public.admin_remove_team_member(uuid)
  from public, anon;
grant execute on function public.admin_team(), public.admin_add_team_member(uuid, public.team_role),
  public.admin_set_team_role(uuid, public.team_role), public.admin_remove_team_member(uuid)
  to authenticated, service_role;
