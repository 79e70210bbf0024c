/**
 * The local stand-in for Supabase Cron (docs/consultations.md, "Reminders"; docs/leads.md,
 * "Alerts"): PGlite has no pg_cron, so the CLI runs the steps a hosted project schedules, once a
 * minute and through the same public paths with the secret key: `run_consultation_jobs()`
 * (lapsed holds, reminders queued once) and `run_team_jobs()` (daily digests queued once) over
 * REST, then `send-visitor-emails` and `send-team-emails` to send what is queued.
 */
export interface ScheduledJobsOptions {
  url: string;
  /** A secret key (`sb_secret_…`): sent as `apikey`, never as a bearer (docs/api-keys.md). */
  secretKey: string;
  /** Default one minute, as the hosted schedule. */
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

async function post(url: string, key: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { apikey: key, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
}

/** One run of the job: what the hosted schedule does each minute. */
export async function runScheduledJobs(options: ScheduledJobsOptions): Promise<void> {
  await post(`${options.url}/rest/v1/rpc/run_consultation_jobs`, options.secretKey, {});
  await post(`${options.url}/rest/v1/rpc/run_team_jobs`, options.secretKey, {});
  await post(`${options.url}/functions/v1/send-visitor-emails`, options.secretKey, {});
  await post(`${options.url}/functions/v1/send-team-emails`, options.secretKey, {});
}

/** Runs the job every interval, one run at a time; returns the stop function. */
export function startScheduledJobs(options: ScheduledJobsOptions): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runScheduledJobs(options)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
