import { getPublishedBlogs } from '@inzira/shared-data/blogs';
import { listRows, type AdminListParams } from '@inzira/shared-data/admin-list';
import { createSupabase, type InziraClient } from '@inzira/shared-data/client';
import { getFeaturedProfessionals } from '@inzira/shared-data/professionals';
import { getServices } from '@inzira/shared-data/services';
import { getTestimonials } from '@inzira/shared-data/testimonials';
import type { LocalBackend } from '@inzira/local-backend';
import { percentile, round, timed } from '../stats';

export const latencySamples = 30;
export const throughputClients = 20;
export const throughputRequests = 400;
export const bookingVolumes = [10_000, 100_000];

export interface Latency {
  p50Ms: number;
  p95Ms: number;
}

export interface BackendFigures {
  /** Per booking volume, per query. */
  latency: Record<string, Record<string, Latency>>;
  /** Public reads per second at 20 concurrent clients, per booking volume. */
  publicReadsPerSecond: Record<string, number>;
  seedSeconds: Record<string, number>;
}

// The reads the public site makes on its pages, through the apps' own query functions.
const publicReads: Record<string, (client: InziraClient) => Promise<unknown>> = {
  'public: services': getServices,
  'public: professionals (top 10)': getFeaturedProfessionals,
  'public: testimonials': getTestimonials,
  'public: blog list': (client) => getPublishedBlogs(client),
};

// The bookings list of the back-office, as the DataGrid asks for it (25 rows, exact count).
const pageSize = 25;
const adminQueries: Record<string, AdminListParams> = {
  'admin bookings: first page': { page: 0, pageSize },
  'admin bookings: page 100': { page: 99, pageSize },
  'admin bookings: sort by name': {
    page: 0,
    pageSize,
    sort: { field: 'full_name', direction: 'asc' },
  },
  'admin bookings: search': { page: 0, pageSize, search: 'uwera' },
};

async function sample(query: () => Promise<unknown>): Promise<Latency> {
  await query(); // warm-up: plan caches and connections, not part of the figure
  const times: number[] = [];
  for (let i = 0; i < latencySamples; i++) times.push((await timed(query)).ms);
  return { p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
}

async function throughput(client: InziraClient): Promise<number> {
  const reads = Object.values(publicReads);
  let next = 0;
  const worker = async () => {
    while (next < throughputRequests) {
      const read = reads[next++ % reads.length];
      if (read) await read(client);
    }
  };
  const { ms } = await timed(() => Promise.all(Array.from({ length: throughputClients }, worker)));
  return round((throughputRequests / ms) * 1000, 0);
}

/** Tops the bookings table up to `total` rows with plausible, varied data, in SQL. */
async function seedBookings(backend: LocalBackend, total: number): Promise<void> {
  const { rows } = await backend.db.query<{ n: number }>(
    'select count(*)::int as n from public.bookings',
  );
  const missing = total - (rows[0]?.n ?? 0);
  if (missing <= 0) return;
  await backend.db.query(
    `insert into public.bookings (full_name, email, phone_number, requested_service,
       project_description, status, created_at)
     select
       (array['Alice','Jean','Grace','Eric','Diane','Patrick','Aline','Kevin'])[1 + i % 8]
         || ' ' || (array['Uwera','Mugisha','Ishimwe','Habimana','Keza','Nshuti'])[1 + i % 6]
         || ' ' || i,
       'bench' || i || '@example.com',
       '+250 788 ' || lpad((i % 1000000)::text, 6, '0'),
       (array['Marketing Agents','Event Protocols','Content Creation','Advertising Experts',
         'Translation Services','Administrative Support','Others'])[1 + i % 7],
       'Benchmark booking number ' || i,
       (array['pending','confirmed','completed','cancelled'])[1 + i % 4]::public.booking_status,
       now() - (i || ' minutes')::interval
     from generate_series(1, $1::int) as i`,
    [missing],
  );
  await backend.db.exec('analyze public.bookings');
}

export async function measureBackend(backend: LocalBackend): Promise<BackendFigures> {
  const admin = backend.admin;
  if (!admin) throw new Error('The bench needs the demo admin.');
  const visitor = createSupabase({ url: backend.url, publishableKey: backend.publishableKey });
  const adminClient = createSupabase({ url: backend.url, publishableKey: backend.publishableKey });
  const signIn = await adminClient.auth.signInWithPassword(admin);
  if (signIn.error) throw signIn.error;

  const figures: BackendFigures = { latency: {}, publicReadsPerSecond: {}, seedSeconds: {} };
  for (const volume of bookingVolumes) {
    const label = volume.toLocaleString('en-US');
    const seeded = await timed(() => seedBookings(backend, volume));
    figures.seedSeconds[label] = round(seeded.ms / 1000);
    const latency: Record<string, Latency> = {};
    for (const [name, read] of Object.entries(publicReads)) {
      latency[name] = await sample(() => read(visitor));
    }
    for (const [name, params] of Object.entries(adminQueries)) {
      latency[name] = await sample(() => listRows(adminClient, 'bookings', params));
    }
    figures.latency[label] = latency;
    figures.publicReadsPerSecond[label] = await throughput(visitor);
    console.log(`  backend with ${label} bookings measured`);
  }
  return figures;
}
