-- The audit log (docs/team-and-roles.md): every write a team member makes to content, leads,
-- settings, the team and media is recorded by a trigger in the same transaction, so no write
-- lands without its entry. Entries are append-only: no role, the owner and the service role
-- included, can change or delete one; only the purge removes those older than the retention
-- period the owner sets.

create table public.audit_log (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  -- No foreign key: an entry outlives the member who made it, so the e-mail is kept too.
  actor_id uuid,
  actor_email text,
  actor_role public.team_role,
  table_name text not null,
  row_id text,
  action text not null constraint audit_log_action check (
    action in ('insert', 'update', 'delete', 'restore', 'reset_factors')
  ),
  -- {"before": {...}, "after": {...}}: the fields that changed (all of them for an insert or a
  -- delete), a lead's personal data replaced by "[masked]".
  changes jsonb not null default '{}'::jsonb
);
create index audit_log_created_at_idx on public.audit_log (created_at desc);
create index audit_log_actor_idx on public.audit_log (actor_id, created_at desc);
create index audit_log_table_idx on public.audit_log (table_name, created_at desc);

alter table public.audit_log enable row level security;
revoke all on public.audit_log from anon, authenticated, service_role;
grant select on public.audit_log to authenticated;
create policy "Owners read the audit log" on public.audit_log for select to authenticated
  using ((select private.is_owner()));

-- Refuses every update, and every delete but the purge's of entries past the retention period:
-- grants keep the API roles out, this keeps out anyone who holds the table (a migration, the
-- SQL editor).
create function private.keep_audit_log()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.created_at < now() - make_interval(days => coalesce(
      (select s.audit_retention_days from public.team_settings s), 365
    )) then
      return old;
    end if;
  end if;
  raise exception 'The audit log is append-only.' using errcode = '42501';
end;
$$;
create trigger audit_log_append_only before update or delete on public.audit_log
  for each row execute function private.keep_audit_log();
create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function private.keep_audit_log();

-- Records one row's change by a team member. Arguments: the columns holding a lead's personal
-- data, whose values are masked. Visitors' submissions, Edge Functions (service role) and
-- migrations are not a member's writes and are not recorded. The Undo function marks its
-- inserts as restores (setting inzira.audit_action for its transaction).
create function private.audit_row_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  member_role public.team_role := public.current_team_role();
  old_row jsonb;
  new_row jsonb;
  field text;
  before_fields jsonb := '{}'::jsonb;
  after_fields jsonb := '{}'::jsonb;
begin
  if member_role is null then
    return null;
  end if;
  if tg_op <> 'INSERT' then
    old_row := to_jsonb(old);
  end if;
  if tg_op <> 'DELETE' then
    new_row := to_jsonb(new);
  end if;
  for field in select jsonb_object_keys(coalesce(new_row, old_row)) loop
    -- Bookkeeping and derived columns say nothing a member did (the acted-on time follows a
    -- status change or note, already recorded), and the phone's digits would unmask it.
    continue when field in ('updated_at', 'first_action_at', 'phone_digits')
      or (tg_op = 'UPDATE' and old_row -> field is not distinct from new_row -> field);
    if old_row is not null then
      before_fields := before_fields || jsonb_build_object(field, case
        when field = any (tg_argv) and old_row -> field <> 'null'::jsonb then '"[masked]"'::jsonb
        else old_row -> field end);
    end if;
    if new_row is not null then
      after_fields := after_fields || jsonb_build_object(field, case
        when field = any (tg_argv) and new_row -> field <> 'null'::jsonb then '"[masked]"'::jsonb
        else new_row -> field end);
    end if;
  end loop;
  if tg_op = 'UPDATE' and after_fields = '{}'::jsonb then
    return null;
  end if;
  insert into public.audit_log (actor_id, actor_email, actor_role, table_name, row_id, action, changes)
  values (
    auth.uid(),
    (select auth.jwt()) ->> 'email',
    member_role,
    tg_table_name,
    coalesce(coalesce(new_row, old_row) ->> 'id', coalesce(new_row, old_row) ->> 'user_id',
             coalesce(new_row, old_row) ->> 'kind'),
    case when tg_op = 'INSERT' and current_setting('inzira.audit_action', true) = 'restore'
      then 'restore' else lower(tg_op) end,
    jsonb_strip_nulls(jsonb_build_object(
      'before', case when tg_op = 'INSERT' then null else before_fields end,
      'after', case when tg_op = 'DELETE' then null else after_fields end
    ))
  );
  return null;
end;
$$;

-- Content.
create trigger services_audit after insert or update or delete on public.services
  for each row execute function private.audit_row_change();
create trigger professionals_audit after insert or update or delete on public.professionals
  for each row execute function private.audit_row_change();
create trigger testimonials_audit after insert or update or delete on public.testimonials
  for each row execute function private.audit_row_change();
create trigger projects_audit after insert or update or delete on public.projects
  for each row execute function private.audit_row_change();
create trigger project_members_audit after insert or update or delete on public.project_members
  for each row execute function private.audit_row_change();
create trigger events_audit after insert or update or delete on public.events
  for each row execute function private.audit_row_change();
create trigger blogs_audit after insert or update or delete on public.blogs
  for each row execute function private.audit_row_change();
create trigger courses_audit after insert or update or delete on public.courses
  for each row execute function private.audit_row_change();
-- Leads, their personal data masked.
create trigger bookings_audit after insert or update or delete on public.bookings
  for each row execute function private.audit_row_change('full_name', 'email', 'phone_number', 'project_description');
create trigger consultations_audit after insert or update or delete on public.consultations
  for each row execute function private.audit_row_change('full_name', 'email', 'phone_number', 'message');
create trigger partner_applications_audit after insert or update or delete on public.partner_applications
  for each row execute function private.audit_row_change('email', 'phone', 'message');
create trigger enrollments_audit after insert or update or delete on public.enrollments
  for each row execute function private.audit_row_change(
    'full_name', 'email', 'phone', 'payment_reference', 'stripe_payment_method_id'
  );
create trigger participants_audit after insert or update or delete on public.participants
  for each row execute function private.audit_row_change('name', 'email', 'phone_number');
create trigger lead_activity_audit after insert or update or delete on public.lead_activity
  for each row execute function private.audit_row_change('body');
-- Settings and the team.
create trigger visitor_email_settings_audit after insert or update or delete on public.visitor_email_settings
  for each row execute function private.audit_row_change();
create trigger team_settings_audit after insert or update or delete on public.team_settings
  for each row execute function private.audit_row_change();
create trigger team_members_audit after insert or update or delete on public.team_members
  for each row execute function private.audit_row_change();
-- Media: the files of the media bucket.
create trigger media_audit_insert after insert on storage.objects
  for each row when (new.bucket_id = 'media') execute function private.audit_row_change();
create trigger media_audit_update after update on storage.objects
  for each row when (old.bucket_id = 'media' or new.bucket_id = 'media')
  execute function private.audit_row_change();
create trigger media_audit_delete after delete on storage.objects
  for each row when (old.bucket_id = 'media') execute function private.audit_row_change();

-- An owner's reset of a member's second factors happens in Auth (the manage-team Edge Function
-- calls the admin API), out of any trigger's reach: the function records it through this, with
-- the owner's session.
create function public.admin_record_factor_reset(member_id uuid, factor_count integer)
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
  insert into public.audit_log (actor_id, actor_email, actor_role, table_name, row_id, action, changes)
  values (auth.uid(), (select auth.jwt()) ->> 'email', 'owner', 'mfa_factors', member_id::text,
          'reset_factors', jsonb_build_object('before', jsonb_build_object('factors', factor_count),
                                              'after', jsonb_build_object('factors', 0)));
end;
$$;
revoke execute on function public.admin_record_factor_reset(uuid, integer) from public, anon;
grant execute on function public.admin_record_factor_reset(uuid, integer) to authenticated, service_role;

-- Deletes the entries older than the retention period; a scheduled job (pg_cron on the hosted
-- project, docs/team-and-roles.md) calls it daily. Answers how many went.
create function private.purge_audit_log()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  purged integer;
begin
  delete from public.audit_log a
    where a.created_at < now() - make_interval(days => coalesce(
      (select s.audit_retention_days from public.team_settings s), 365
    ));
  get diagnostics purged = row_count;
  return purged;
end;
$$;
revoke execute on function private.purge_audit_log() from public;

-- Undo marks what it restores for the audit log.
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
  -- The audit log records these inserts as a restore (private.audit_row_change).
  perform set_config('inzira.audit_action', 'restore', true);
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
  perform set_config('inzira.audit_action', '', true);
end;
$$;
