import { startLocalBackend } from '@inzira/local-backend';
import { openScratchDatabase } from '@inzira/local-backend/scratch-postgres';
import { createSupabase } from '@inzira/shared-data/client';
import { percentile, round, timed } from '../stats';
import type { Latency } from './backend-latency';

/**
 * The admin's top-bar search (`admin_search`, docs/leads.md "One search") with 100,000 rows in
 * each table it reads (bookings, consultations, partner applications, enrollments, event
 * registrations), on the local backend (PGlite, in memory) and on Debian's PostgreSQL 15. Figures
 * only: nothing here passes or fails.
 */
export const searchRowsPerTable = 100_000;
const samples = 15;
const row = 54_321;

// Row i's phone is +250 7 followed by eight digits from i; the caller reads it as 07xx xxx xxx.
const phoneOf = (i: number) => String((i * 7919) % 100_000_000).padStart(8, '0');
const phone = phoneOf(row);
export const searchTerms: Record<string, string> = {
  [`phone (0${'7' + phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5)})`]: `07${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}`,
  'name, rare (Rukundo, 10 rows)': 'Rukundo',
  'name, common (Mugisha, 1 row in 6)': 'Mugisha',
  [`e-mail (bench${row}@example.com)`]: `bench${row}@example.com`,
};

export type SearchFigures = Record<string, Record<string, Latency>>;

const n = searchRowsPerTable;
// Six surnames, so a common one matches a sixth of each table; ten rows of each also carry a
// rare one, as most callers' names are.
const name = (i: string) =>
  `(array['Alice','Jean','Grace','Eric','Diane','Patrick','Aline','Kevin'])[1 + ${i} % 8]
   || ' ' || (array['Uwera','Mugisha','Ishimwe','Habimana','Keza','Nshuti'])[1 + ${i} % 6]
   || case when ${i} % 10000 = 7 then ' Rukundo' else '' end`;
const phoneSql = (i: string) => `'+250 7' || lpad(((${i} * 7919) % 100000000)::text, 8, '0')`;
const email = (i: string) => `'bench' || ${i} || '@example.com'`;
const created = (i: string) => `now() - (${i} || ' minutes')::interval`;

/**
 * The rows of each table, in SQL, with the alert and limit triggers off
 * (`session_replication_role`): only the rows and their indexes matter here. Consultations are
 * cancelled, so slots need not be free. One transaction per table keeps PGlite's memory low.
 */
const seedStatements = [
  `insert into public.bookings (full_name, email, phone_number, requested_service, project_description, created_at)
  select ${name('i')}, ${email('i')}, ${phoneSql('i')}, 'Content Creation', 'Bench booking ' || i, ${created('i')}
  from generate_series(1, ${n}) as i`,
  `insert into public.consultations (full_name, email, phone_number, service, scheduled_for, status, created_at)
  select ${name('i')}, ${email('i')}, ${phoneSql('i')}, 'Brand Design',
    date_trunc('hour', now()) - (i || ' hours')::interval, 'cancelled', ${created('i')}
  from generate_series(1, ${n}) as i`,
  `insert into public.partner_applications (company_name, email, phone, message, created_at)
  select ${name('i')} || ' Ltd', ${email('i')}, ${phoneSql('i')}, 'Bench application ' || i, ${created('i')}
  from generate_series(1, ${n}) as i`,
  `insert into public.enrollments (course_id, course_title, amount_cents, full_name, email, phone, created_at)
  select 'bench-course', 'Bench Course', 15000, ${name('i')}, ${email('i')}, ${phoneSql('i')}, ${created('i')}
  from generate_series(1, ${n}) as i`,
  `insert into public.participants (event_id, name, email, phone_number, created_at)
  select (select id from public.events order by created_at limit 1), ${name('i')}, ${email('i')},
    ${phoneSql('i')}, ${created('i')}
  from generate_series(1, ${n}) as i`,
].map((insert) => `set local session_replication_role = replica;\n${insert};`);
const analyzeSql = `analyze public.bookings, public.consultations, public.partner_applications,
  public.enrollments, public.participants`;

/** The claims an owner's request carries, as the API sets them before each statement. */
const asOwnerSql = `select set_config('role', 'authenticated', true),
  set_config('request.jwt.claims', json_build_object('role', 'authenticated', 'sub', $1::text)::text, true),
  set_config('request.jwt.claim.sub', $1::text, true)`;
const searchSql = 'select count(*) from public.admin_search($1, 20)';

async function sample(query: () => Promise<unknown>): Promise<Latency> {
  await query(); // warm-up: plan caches, not part of the figure
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push((await timed(query)).ms);
  return { p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
}

async function onPglite(figures: SearchFigures): Promise<void> {
  const backend = await startLocalBackend({ port: 0, quiet: true, authRateLimit: false });
  try {
    const admin = backend.admin;
    if (!admin) throw new Error('The bench needs the demo admin.');
    for (const statement of seedStatements)
      await backend.db.transaction((tx) => tx.exec(statement));
    await backend.db.exec(analyzeSql);
    const { rows } = await backend.db.query<{ id: string }>(
      'select id from auth.users where email = $1',
      [admin.email],
    );
    const owner = rows[0]?.id ?? '';
    const client = createSupabase({ url: backend.url, publishableKey: backend.publishableKey });
    const signIn = await client.auth.signInWithPassword(admin);
    if (signIn.error) throw signIn.error;
    const sql: Record<string, Latency> = {};
    const rest: Record<string, Latency> = {};
    // REST first, back to back: PGlite shares the server's thread, so a long run of in-process
    // SQL in between can outlast the idle keep-alive and close the socket under the next call.
    for (const [label, term] of Object.entries(searchTerms)) {
      rest[label] = await sample(async () => {
        const { error } = await client.rpc('admin_search', { term, max_rows: 20 });
        if (error) throw new Error(error.message);
      });
    }
    for (const [label, term] of Object.entries(searchTerms)) {
      sql[label] = await sample(() =>
        backend.db.transaction(async (tx) => {
          await tx.query(asOwnerSql, [owner]);
          await tx.query(searchSql, [term]);
        }),
      );
    }
    figures['PGlite, SQL'] = sql;
    figures['PGlite, REST (supabase-js)'] = rest;
  } finally {
    await backend.stop();
  }
}

async function onPostgres(figures: SearchFigures): Promise<void> {
  const database = await openScratchDatabase();
  try {
    for (const statement of seedStatements)
      await database.transaction((client) => client.query(statement));
    await database.query(analyzeSql);
    const [user] = await database.query<{ id: string }>(
      `insert into auth.users (email) values ('bench.owner@example.com') returning id`,
    );
    const owner = user?.id ?? '';
    await database.query(`insert into public.team_members (user_id, role) values ($1, 'owner')`, [
      owner,
    ]);
    const sql: Record<string, Latency> = {};
    for (const [label, term] of Object.entries(searchTerms)) {
      sql[label] = await sample(() =>
        database.transaction(async (client) => {
          await client.query(asOwnerSql, [owner]);
          await client.query(searchSql, [term]);
        }),
      );
    }
    figures['PostgreSQL 15, SQL'] = sql;
  } finally {
    await database.close();
  }
}

/** Seeds each database and times the search; a database that cannot start is reported. */
export async function measureSearch(): Promise<SearchFigures> {
  const figures: SearchFigures = {};
  await onPglite(figures);
  console.log(`  search on PGlite measured`);
  await onPostgres(figures);
  console.log(`  search on PostgreSQL measured`);
  return figures;
}
