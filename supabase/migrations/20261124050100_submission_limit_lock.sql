-- The per-e-mail limit counted recent submissions and then inserted, so requests of one address
-- arriving at the same moment each counted the same committed rows and all got in (20 at once
-- were all accepted on PostgreSQL). Each insert now first takes a transaction-scoped advisory
-- lock on (form, lower(e-mail)): the next one waits for the first to commit or roll back and then
-- counts what it stored. Different addresses and different forms never wait for each other.
create or replace function private.enforce_submission_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent integer;
begin
  if not private.is_visitor() then
    return new;
  end if;
  new.id := gen_random_uuid();
  new.created_at := now();
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended(tg_table_schema || '.' || tg_table_name || ':' || lower(new.email), 0)
  );
  execute format(
    'select count(*) from %I.%I where lower(email) = lower($1) and created_at > now() - interval ''1 hour''',
    tg_table_schema, tg_table_name
  ) into recent using new.email;
  if recent >= 5 then
    raise exception 'Too many submissions from this e-mail address. Please try again in an hour.'
      using errcode = 'P0001', hint = 'submission_limit';
  end if;
  return new;
end;
$$;
