import { createHash, randomBytes } from 'node:crypto';
import { json, type HttpRequest, type HttpResponse } from '../http/types';
import { authBody } from './body';
import { authError } from './errors';
import type { AuthDeps } from './handler';
import type { Json } from './users';

interface ClientRow {
  id: string;
  client_name: string;
  client_uri: string | null;
  logo_uri: string | null;
  redirect_uris: string[];
  grant_types: string[];
  response_types: string[];
  scope: string | null;
  created_at: Date;
  updated_at: Date;
}

const columns =
  'id, client_name, client_uri, logo_uri, redirect_uris, grant_types, response_types, scope, created_at, updated_at';
const grantTypes = ['authorization_code', 'refresh_token'];
const invalid = (msg: string) => authError(400, 'validation_failed', msg);

/** A client as GoTrue's admin API answers it; the secret only on creation and regeneration. */
function clientJson(row: ClientRow, secret?: string): Json {
  return {
    client_id: row.id,
    client_name: row.client_name,
    ...(secret === undefined ? {} : { client_secret: secret }),
    client_type: 'confidential',
    token_endpoint_auth_method: 'client_secret_basic',
    registration_type: 'manual',
    client_uri: row.client_uri ?? undefined,
    logo_uri: row.logo_uri ?? undefined,
    redirect_uris: row.redirect_uris,
    grant_types: row.grant_types,
    response_types: row.response_types,
    scope: row.scope ?? undefined,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function httpUrl(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length > 2048) throw invalid(`${field} must be a URL`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid(`${field} must be a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw invalid(`${field} must be http(s)`);
  return value;
}

function optionalUrl(value: unknown, field: string): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  return httpUrl(value, field);
}

function redirectUris(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0)
    throw invalid('redirect_uris is required and must contain at least one URI');
  if (value.length > 20) throw invalid('redirect_uris may hold at most 20 URIs');
  return value.map((uri: unknown) => httpUrl(uri, 'redirect_uris'));
}

function clientName(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 1024)
    throw invalid('client_name is required (at most 1024 characters)');
  return value;
}

function grants(value: unknown): string[] {
  if (value === undefined) return grantTypes;
  if (!Array.isArray(value) || value.length === 0 || !value.every((g) => grantTypes.includes(g)))
    throw invalid('grant_types must be authorization_code and/or refresh_token');
  return [...new Set(value.map(String))];
}

/** A random secret; only its SHA-256 is kept. */
function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: createHash('sha256').update(secret).digest('hex') };
}

async function findClient(deps: AuthDeps, id: string): Promise<ClientRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const result = await deps.db.query<ClientRow>(
    `select ${columns} from auth.oauth_clients where id = $1`,
    [id],
  );
  return result.rows[0];
}

async function create(deps: AuthDeps, request: HttpRequest): Promise<HttpResponse> {
  const body = authBody(request);
  const name = clientName(body.client_name);
  const uris = redirectUris(body.redirect_uris);
  const grantList = grants(body.grant_types);
  if (body.response_types !== undefined && JSON.stringify(body.response_types) !== '["code"]')
    throw invalid('response_types must be ["code"]');
  const scope = typeof body.scope === 'string' ? body.scope.slice(0, 1024) : null;
  const { secret, hash } = newSecret();
  const result = await deps.db.query<ClientRow>(
    `insert into auth.oauth_clients
       (client_secret_hash, client_name, client_uri, logo_uri, redirect_uris, grant_types, response_types, scope)
     values ($1, $2, $3, $4, $5, $6, array['code'], $7) returning ${columns}`,
    [
      hash,
      name,
      optionalUrl(body.client_uri, 'client_uri') ?? null,
      optionalUrl(body.logo_uri, 'logo_uri') ?? null,
      uris,
      grantList,
      scope,
    ],
  );
  const row = result.rows[0];
  if (!row) throw new Error('client insert returned no row');
  return json(201, clientJson(row, secret));
}

async function list(deps: AuthDeps, request: HttpRequest): Promise<HttpResponse> {
  const page = Number(request.url.searchParams.get('page') || '1');
  const perPage = Number(request.url.searchParams.get('per_page') || '50');
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1)
    throw invalid('Bad Pagination Parameters');
  const limit = Math.min(perPage, 1000);
  const rows = await deps.db.query<ClientRow>(
    `select ${columns} from auth.oauth_clients order by created_at desc, id limit $1 offset $2`,
    [limit, (page - 1) * limit],
  );
  const total = await deps.db.query<{ n: number }>(
    'select count(*)::int as n from auth.oauth_clients',
  );
  return json(
    200,
    { clients: rows.rows.map((row) => clientJson(row)) },
    { 'X-Total-Count': String(total.rows[0]?.n ?? 0) },
  );
}

async function update(deps: AuthDeps, row: ClientRow, request: HttpRequest): Promise<HttpResponse> {
  const body = authBody(request);
  const result = await deps.db.query<ClientRow>(
    `update auth.oauth_clients set
       client_name = coalesce($2, client_name),
       client_uri = case when $3 then $4 else client_uri end,
       logo_uri = case when $5 then $6 else logo_uri end,
       redirect_uris = coalesce($7, redirect_uris),
       grant_types = coalesce($8, grant_types),
       updated_at = now()
     where id = $1 returning ${columns}`,
    [
      row.id,
      body.client_name === undefined ? null : clientName(body.client_name),
      body.client_uri !== undefined,
      optionalUrl(body.client_uri, 'client_uri') ?? null,
      body.logo_uri !== undefined,
      optionalUrl(body.logo_uri, 'logo_uri') ?? null,
      body.redirect_uris === undefined ? null : redirectUris(body.redirect_uris),
      body.grant_types === undefined ? null : grants(body.grant_types),
    ],
  );
  return json(200, clientJson(result.rows[0] ?? row));
}

/** `/admin/oauth/clients[/:id[/regenerate_secret]]`: GoTrue's OAuth client administration. */
export async function handleOAuthClients(
  deps: AuthDeps,
  request: HttpRequest,
  path: string,
): Promise<HttpResponse> {
  if (!deps.config.oauthServer)
    throw authError(404, 'oauth_server_disabled', 'OAuth server is disabled');
  const [id, action, extra] = path.slice('admin/oauth/clients'.length).split('/').filter(Boolean);
  const method = request.method;
  if (id === undefined && method === 'POST') return create(deps, request);
  if (id === undefined && method === 'GET') return list(deps, request);
  if (id === undefined || extra !== undefined) throw authError(404, 'not_found', 'Not found');
  const row = await findClient(deps, id);
  if (!row) throw authError(404, 'oauth_client_not_found', 'OAuth client not found');
  if (action === 'regenerate_secret' && method === 'POST') {
    const { secret, hash } = newSecret();
    await deps.db.query(
      'update auth.oauth_clients set client_secret_hash = $2, updated_at = now() where id = $1',
      [row.id, hash],
    );
    return json(200, clientJson(row, secret));
  }
  if (action !== undefined) throw authError(404, 'not_found', 'Not found');
  if (method === 'GET') return json(200, clientJson(row));
  if (method === 'PUT') return update(deps, row, request);
  if (method === 'DELETE') {
    await deps.db.query('delete from auth.oauth_clients where id = $1', [row.id]);
    return { status: 204 };
  }
  throw authError(405, 'method_not_allowed', 'Method not allowed');
}
