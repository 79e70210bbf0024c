-- The team outbox drains (docs/leads.md, "Alerts"): a new lead's e-mails are claimed before any
-- backlog, failed sends are tried again, and the scheduler sends the team's e-mails too.

drop index public.team_emails_pending_idx;
create index team_emails_pending_idx on public.team_emails (created_at) where status in ('pending', 'sending', 'failed');
create index team_emails_lead_idx on public.team_emails (lead_id) where status in ('pending', 'sending', 'failed');

drop function public.claim_team_emails();

-- Claims up to 50 e-mails for one sender; two calls never get the same row. What is claimed:
-- pending e-mails, e-mails stuck in `sending` for 5 minutes (a sender that died), and failed
-- ones again after a pause that grows with each attempt, 5 attempts in all (an SMTP outage
-- delays an alert, it does not lose it). `for_lead` claims only that lead's e-mails, so a new
-- lead's alert never waits behind a backlog (docs/leads.md, "Alerts").
create function public.claim_team_emails(for_lead uuid default null)
returns setof public.team_emails
language sql
volatile
security definer
set search_path = ''
as $$
  update public.team_emails e
  set status = 'sending', attempts = e.attempts + 1
  where e.id in (
    select q.id from public.team_emails q
    where (for_lead is null or q.lead_id = for_lead)
      and (
        q.status = 'pending'
        or (q.status = 'sending' and q.updated_at < now() - interval '5 minutes')
        or (q.status = 'failed' and q.attempts < 5
          and q.updated_at < now() - q.attempts * interval '1 minute')
      )
    order by q.created_at
    limit 50
    for update skip locked
  )
  returning e.*
$$;
revoke execute on function public.claim_team_emails(uuid) from public, anon, authenticated;
grant execute on function public.claim_team_emails(uuid) to service_role;

-- Supabase Cron where it is installed (hosted projects; docs/consultations.md, "Reminders"):
-- both senders every minute, authenticated as functions on the new keys expect, with the
-- secret key in `apikey` (docs/api-keys.md). The earlier schedule sent it as a bearer token,
-- which a function on the new keys refuses. `cron.schedule` replaces a job of the same name.
do $block$
declare
  sender text;
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')
     and exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net') then
    foreach sender in array array['send-visitor-emails', 'send-team-emails'] loop
      execute format(
        $sql$select cron.schedule(%L, '* * * * *', %L)$sql$,
        sender,
        format(
          $job$select net.http_post(
            url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
              || '/functions/v1/%s',
            headers := jsonb_build_object(
              'Content-Type', 'application/json',
              'apikey', (select decrypted_secret from vault.decrypted_secrets where name = 'secret_key')
            ),
            body := '{}'::jsonb
          )$job$,
          sender
        )
      );
    end loop;
  end if;
end;
$block$;
