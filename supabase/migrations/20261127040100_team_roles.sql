-- Team and roles (docs/team-and-roles.md): owner, editor and sales in public.team_members, read
-- into the JWT by a custom access token hook, and checked by every policy and admin function.
-- Everyone in admin_users becomes an owner, as they could do everything before.

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
  updated_at timestamptz not null default now()
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
create or replace function public.is_admin()
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
create or replace function private.is_visitor()
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
grant select, update (mfa_required, audit_retention_days) on public.team_settings to authenticated;
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

-- Today's administrators could do everything: they become owners.
insert into public.team_members (user_id, role, created_at)
  select a.user_id, 'owner', a.created_at from public.admin_users a;
drop table public.admin_users;
insert into public.team_settings (id) values (true);

-- Each policy and admin function now asks for the role of its area. -------------------------------
drop policy "Admins insert services" on public.services;
create policy "Admins insert services" on public.services for insert to authenticated with check ((select private.can_edit_content()));
drop policy "Admins update services" on public.services;
create policy "Admins update services" on public.services for update to authenticated using ((select private.can_edit_content())) with check ((select private.can_edit_content()));
drop policy "Admins delete services" on public.services;
create policy "Admins delete services" on public.services for delete to authenticated using ((select private.can_edit_content()));
drop policy "Admins read professionals" on public.professionals;
create policy "Admins read professionals" on public.professionals for select to authenticated using ((select private.can_edit_content()));
drop policy "Admins insert professionals" on public.professionals;
create policy "Admins insert professionals" on public.professionals for insert to authenticated with check ((select private.can_edit_content()));
drop policy "Admins update professionals" on public.professionals;
create policy "Admins update professionals" on public.professionals for update to authenticated using ((select private.can_edit_content())) with check ((select private.can_edit_content()));
drop policy "Admins delete professionals" on public.professionals;
create policy "Admins delete professionals" on public.professionals for delete to authenticated using ((select private.can_edit_content()));
drop policy "Admins insert testimonials" on public.testimonials;
create policy "Admins insert testimonials" on public.testimonials for insert to authenticated with check ((select private.can_edit_content()));
drop policy "Admins update testimonials" on public.testimonials;
create policy "Admins update testimonials" on public.testimonials for update to authenticated using ((select private.can_edit_content())) with check ((select private.can_edit_content()));
drop policy "Admins delete testimonials" on public.testimonials;
create policy "Admins delete testimonials" on public.testimonials for delete to authenticated using ((select private.can_edit_content()));
drop policy "Admins insert projects" on public.projects;
create policy "Admins insert projects" on public.projects for insert to authenticated with check ((select private.can_edit_content()));
drop policy "Admins update projects" on public.projects;
create policy "Admins update projects" on public.projects for update to authenticated using ((select private.can_edit_content())) with check ((select private.can_edit_content()));
drop policy "Admins delete projects" on public.projects;
create policy "Admins delete projects" on public.projects for delete to authenticated using ((select private.can_edit_content()));
drop policy "Admins insert project members" on public.project_members;
create policy "Admins insert project members" on public.project_members for insert to authenticated with check ((select private.can_edit_content()));
drop policy "Admins update project members" on public.project_members;
create policy "Admins update project members" on public.project_members for update to authenticated using ((select private.can_edit_content())) with check ((select private.can_edit_content()));
drop policy "Admins delete project members" on public.project_members;
create policy "Admins delete project members" on public.project_members for delete to authenticated using ((select private.can_edit_content()));
drop policy "Admins insert events" on public.events;
create policy "Admins insert events" on public.events for insert to authenticated with check ((select private.can_edit_content()));
drop policy "Admins update events" on public.events;
create policy "Admins update events" on public.events for update to authenticated using ((select private.can_edit_content())) with check ((select private.can_edit_content()));
drop policy "Admins delete events" on public.events;
create policy "Admins delete events" on public.events for delete to authenticated using ((select private.can_edit_content()));
drop policy "Admins insert posts" on public.blogs;
create policy "Admins insert posts" on public.blogs for insert to authenticated with check ((select private.can_edit_content()));
drop policy "Admins update posts" on public.blogs;
create policy "Admins update posts" on public.blogs for update to authenticated using ((select private.can_edit_content())) with check ((select private.can_edit_content()));
drop policy "Admins delete posts" on public.blogs;
create policy "Admins delete posts" on public.blogs for delete to authenticated using ((select private.can_edit_content()));
drop policy "Admins insert courses" on public.courses;
create policy "Admins insert courses" on public.courses for insert to authenticated with check ((select private.can_edit_content()));
drop policy "Admins update courses" on public.courses;
create policy "Admins update courses" on public.courses for update to authenticated using ((select private.can_edit_content())) with check ((select private.can_edit_content()));
drop policy "Admins delete courses" on public.courses;
create policy "Admins delete courses" on public.courses for delete to authenticated using ((select private.can_edit_content()));
drop policy "Admins insert bookings" on public.bookings;
create policy "Admins insert bookings" on public.bookings for insert to authenticated with check ((select private.can_handle_leads()));
drop policy "Admins read bookings" on public.bookings;
create policy "Admins read bookings" on public.bookings for select to authenticated using ((select private.can_handle_leads()));
drop policy "Admins update bookings" on public.bookings;
create policy "Admins update bookings" on public.bookings for update to authenticated using ((select private.can_handle_leads())) with check ((select private.can_handle_leads()));
drop policy "Admins delete bookings" on public.bookings;
create policy "Admins delete bookings" on public.bookings for delete to authenticated using ((select private.can_handle_leads()));
drop policy "Admins insert consultations" on public.consultations;
create policy "Admins insert consultations" on public.consultations for insert to authenticated with check ((select private.can_handle_leads()));
drop policy "Admins read consultations" on public.consultations;
create policy "Admins read consultations" on public.consultations for select to authenticated using ((select private.can_handle_leads()));
drop policy "Admins update consultations" on public.consultations;
create policy "Admins update consultations" on public.consultations for update to authenticated using ((select private.can_handle_leads())) with check ((select private.can_handle_leads()));
drop policy "Admins delete consultations" on public.consultations;
create policy "Admins delete consultations" on public.consultations for delete to authenticated using ((select private.can_handle_leads()));
drop policy "Admins insert applications" on public.partner_applications;
create policy "Admins insert applications" on public.partner_applications for insert to authenticated with check ((select private.can_handle_leads()));
drop policy "Admins read applications" on public.partner_applications;
create policy "Admins read applications" on public.partner_applications for select to authenticated using ((select private.can_handle_leads()));
drop policy "Admins update applications" on public.partner_applications;
create policy "Admins update applications" on public.partner_applications for update to authenticated using ((select private.can_handle_leads())) with check ((select private.can_handle_leads()));
drop policy "Admins delete applications" on public.partner_applications;
create policy "Admins delete applications" on public.partner_applications for delete to authenticated using ((select private.can_handle_leads()));
drop policy "Admins insert participants" on public.participants;
create policy "Admins insert participants" on public.participants for insert to authenticated with check ((select private.can_handle_leads()));
drop policy "Admins read participants" on public.participants;
create policy "Admins read participants" on public.participants for select to authenticated using ((select private.can_handle_leads()));
drop policy "Admins update participants" on public.participants;
create policy "Admins update participants" on public.participants for update to authenticated using ((select private.can_handle_leads())) with check ((select private.can_handle_leads()));
drop policy "Admins delete participants" on public.participants;
create policy "Admins delete participants" on public.participants for delete to authenticated using ((select private.can_handle_leads()));
drop policy "Admins insert enrollments" on public.enrollments;
create policy "Admins insert enrollments" on public.enrollments for insert to authenticated with check ((select private.can_handle_leads()));
drop policy "Admins read enrollments" on public.enrollments;
create policy "Admins read enrollments" on public.enrollments for select to authenticated using ((select private.can_handle_leads()));
drop policy "Admins update enrollments" on public.enrollments;
create policy "Admins update enrollments" on public.enrollments for update to authenticated using ((select private.can_handle_leads())) with check ((select private.can_handle_leads()));
drop policy "Admins delete enrollments" on public.enrollments;
create policy "Admins delete enrollments" on public.enrollments for delete to authenticated using ((select private.can_handle_leads()));
drop policy "Admins read lead activity" on public.lead_activity;
create policy "Admins read lead activity" on public.lead_activity for select to authenticated
  using ((select private.can_handle_leads()));
drop policy "Admins add notes" on public.lead_activity;
create policy "Admins add notes" on public.lead_activity for insert to authenticated
  with check ((select private.can_handle_leads()) and kind = 'note' and author_id = (select auth.uid()));
drop policy "Admins delete their own notes" on public.lead_activity;
create policy "Admins delete their own notes" on public.lead_activity for delete to authenticated
  using ((select private.can_handle_leads()) and kind = 'note' and author_id = (select auth.uid()));
drop policy "Admins read what they have seen" on public.admin_inbox_reads;
create policy "Admins read what they have seen" on public.admin_inbox_reads for select to authenticated
  using ((select private.can_handle_leads()) and user_id = (select auth.uid()));
create or replace function public.admin_open_inbox(inbox text)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  previous timestamptz;
begin
  if not private.can_handle_leads() then
    raise exception 'Only administrators can open an inbox.' using errcode = '42501';
  end if;
  select r.seen_at into previous from public.admin_inbox_reads r
    where r.user_id = auth.uid() and r.inbox = admin_open_inbox.inbox;
  insert into public.admin_inbox_reads (user_id, inbox, seen_at)
    values (auth.uid(), admin_open_inbox.inbox, now())
    on conflict on constraint admin_inbox_reads_pkey do update set seen_at = excluded.seen_at;
  return previous;
end;
$$;
create or replace function public.admin_unread_counts()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb := '{}'::jsonb;
  name text;
  since timestamptz;
  unread integer;
begin
  if not private.can_handle_leads() then
    raise exception 'Only administrators can read unread counts.' using errcode = '42501';
  end if;
  foreach name in array array['bookings', 'consultations', 'partner_applications', 'enrollments', 'participants']
  loop
    select r.seen_at into since from public.admin_inbox_reads r
      where r.user_id = auth.uid() and r.inbox = name;
    execute format('select count(*) from public.%I where created_at > $1', name)
      into unread using coalesce(since, '-infinity'::timestamptz);
    result := result || jsonb_build_object(name, unread);
  end loop;
  return result;
end;
$$;
create or replace function public.admin_restore_deleted(table_name text, row_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  deleted_tx bigint;
  kept record;
  columns text;
begin
  if not private.can_write_table(admin_restore_deleted.table_name) then
    raise exception 'Your role cannot restore rows of this table.' using errcode = '42501';
  end if;
  select d.tx into deleted_tx from private.deleted_rows d
    where d.table_name = admin_restore_deleted.table_name and d.row_id = admin_restore_deleted.row_id
    order by d.seq desc limit 1;
  if deleted_tx is null then
    raise exception 'This row can no longer be restored.' using errcode = 'P0002';
  end if;
  for kept in select * from private.deleted_rows d where d.tx = deleted_tx order by d.seq loop
    select string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position) into columns
      from information_schema.columns c
      where c.table_schema = 'public' and c.table_name = kept.table_name and c.is_generated = 'NEVER';
    execute format(
      'insert into public.%I (%s) select %s from jsonb_populate_record(null::public.%I, $1)',
      kept.table_name, columns, columns, kept.table_name
    ) using kept.row_data;
  end loop;
  delete from private.deleted_rows d where d.tx = deleted_tx;
end;
$$;
create or replace function public.admin_dashboard_stats()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  since timestamptz := now() - interval '30 days';
  pros_now integer;
  pros_before integer;
  active_now integer;
  active_before integer;
  rating_now numeric;
  rating_before numeric;
  rating_source text := 'testimonials';
  done_now integer;
  done_before integer;
begin
  if not private.can_handle_leads() then
    raise exception 'Only administrators can read the dashboard.' using errcode = '42501';
  end if;

  select count(*), count(*) filter (where created_at <= since)
    into pros_now, pros_before from public.professionals;
  -- Status history is not kept, so "30 days ago" counts active bookings that already existed then.
  select count(*), count(*) filter (where created_at <= since)
    into active_now, active_before
    from public.bookings where status in ('pending', 'confirmed');
  select avg(rating), avg(rating) filter (where created_at <= since)
    into rating_now, rating_before from public.testimonials where rating is not null;
  if rating_now is null then
    rating_source := 'services';
    select avg(satisfaction), avg(satisfaction) filter (where created_at <= since)
      into rating_now, rating_before from public.services;
  end if;
  select count(*) filter (where completed_date <= current_date),
         count(*) filter (where completed_date <= current_date - 30)
    into done_now, done_before from public.projects;

  return json_build_object(
    'total_professionals', private.dashboard_figure(pros_now, pros_before),
    'active_bookings', private.dashboard_figure(active_now, active_before),
    'average_rating', private.dashboard_figure(round(rating_now, 1), round(rating_before, 1))::jsonb
      || jsonb_build_object('source', rating_source),
    'completed_projects', private.dashboard_figure(done_now, done_before)
  );
end;
$$;
create or replace function public.admin_recent_activity(max_rows integer default 10)
returns table (kind text, id uuid, title text, detail text, status text, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.can_handle_leads() then
    raise exception 'Only administrators can read recent activity.' using errcode = '42501';
  end if;
  return query
    select a.kind, a.id, a.title, a.detail, a.status, a.created_at
    from (
      (select 'booking'::text as kind, b.id, b.full_name::text as title,
              coalesce(s.title::text, b.requested_service) as detail, b.status::text as status,
              b.created_at
       from public.bookings b left join public.services s on s.id = b.service_id
       order by b.created_at desc limit max_rows)
      union all
      (select 'consultation', c.id, c.full_name::text, c.service, c.status::text, c.created_at
       from public.consultations c order by c.created_at desc limit max_rows)
      union all
      (select 'partner_application', pa.id, pa.company_name::text, pa.email::text, pa.status::text, pa.created_at
       from public.partner_applications pa order by pa.created_at desc limit max_rows)
      union all
      (select 'enrollment', en.id, en.full_name::text, en.course_title::text, en.payment_status::text, en.created_at
       from public.enrollments en order by en.created_at desc limit max_rows)
      union all
      (select 'participant', p.id, p.name::text, ev.title::text, null::text, p.created_at
       from public.participants p join public.events ev on ev.id = p.event_id
       order by p.created_at desc limit max_rows)
    ) as a
    order by a.created_at desc
    limit least(greatest(max_rows, 1), 50);
end;
$$;
drop policy "Admins switch e-mails on and off" on public.visitor_email_settings;
create policy "Admins switch e-mails on and off" on public.visitor_email_settings for update
  to authenticated using ((select private.is_owner())) with check ((select private.is_owner()));
drop policy "Admins read visitor e-mails" on public.visitor_emails;
create policy "Admins read visitor e-mails" on public.visitor_emails for select to authenticated
  using ((select private.can_handle_leads()));
drop policy "Admins list media" on storage.objects;
create policy "Admins list media" on storage.objects for select to authenticated
  using (bucket_id = 'media' and (select private.can_edit_content()));
drop policy "Admins add media" on storage.objects;
create policy "Admins add media" on storage.objects for insert to authenticated
  with check (bucket_id = 'media' and (select private.can_edit_content()));
drop policy "Admins replace media" on storage.objects;
create policy "Admins replace media" on storage.objects for update to authenticated
  using (bucket_id = 'media' and (select private.can_edit_content()))
  with check (bucket_id = 'media' and (select private.can_edit_content()));
drop policy "Admins delete media" on storage.objects;
create policy "Admins delete media" on storage.objects for delete to authenticated
  using (bucket_id = 'media' and (select private.can_edit_content()));
