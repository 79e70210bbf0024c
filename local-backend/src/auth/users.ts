import type { PGlite, Transaction } from '@electric-sql/pglite';
import bcrypt from 'bcryptjs';
import { createHash, randomBytes } from 'node:crypto';
import { isEmailAddress } from '../http/fields';
import { authError } from './errors';

type Queryable = Pick<PGlite | Transaction, 'query'>;

export type Json = Record<string, unknown>;

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json;
  raw_user_meta_data: Json;
  banned_until: Date | null;
  created_at: Date;
  updated_at: Date;
  is_anonymous: boolean;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
}

/** GoTrue's default; config.toml's `minimum_password_length` overrides it (docs/local-auth.md). */
export const minPasswordLength = 6;
const bcryptCost = 10;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A stable id for the user's e-mail identity (GoTrue keeps it in auth.identities). */
function identityId(userId: string): string {
  const hex = createHash('sha256').update(`email-identity:${userId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The e-mail identity GoTrue creates with every e-mail user. */
function emailIdentity(user: UserRow, email: string): Json {
  return {
    identity_id: identityId(user.id),
    id: user.id,
    user_id: user.id,
    identity_data: {
      email,
      email_verified: user.email_confirmed_at !== null,
      phone_verified: false,
      sub: user.id,
    },
    provider: 'email',
    last_sign_in_at: iso(user.last_sign_in_at),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    email,
  };
}

/** The user object GoTrue returns; `factors` only when the user has some, as GoTrue omits it. */
export function userJson(user: UserRow, factors: Json[] = []): Json {
  const optional: Json = {};
  if (user.invited_at) optional.invited_at = iso(user.invited_at);
  if (user.confirmation_sent_at) optional.confirmation_sent_at = iso(user.confirmation_sent_at);
  if (user.recovery_sent_at) optional.recovery_sent_at = iso(user.recovery_sent_at);
  if (user.email_change) {
    optional.new_email = user.email_change;
    optional.email_change_sent_at = iso(user.email_change_sent_at);
  }
  if (factors.length > 0) optional.factors = factors;
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data,
    identities: user.email ? [emailIdentity(user, user.email)] : [],
    ...optional,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

/** GoTrue's app_metadata: the providers the user signs in with, then what an admin set. */
export function appMetadata(user: UserRow): Json {
  const providers = user.is_anonymous
    ? { provider: 'anonymous', providers: ['anonymous'] }
    : { provider: 'email', providers: ['email'] };
  return { ...providers, ...user.raw_app_meta_data };
}

export function checkPassword(password: unknown, minLength = minPasswordLength): string {
  if (typeof password !== 'string' || password.length < minLength) {
    throw authError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  return password;
}

/**
 * GoTrue's format check (checkmail's): allowed local-part characters and LDH domain labels.
 * Bounded quantifiers with unambiguous separators, and only after the 254-character cap.
 */
const gotrueEmailFormat =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function checkEmail(email: unknown): string {
  if (
    typeof email !== 'string' ||
    !isEmailAddress(email) ||
    !gotrueEmailFormat.test(email.trim())
  ) {
    throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return email.trim().toLowerCase();
}

export const hashPassword = (password: string) => bcrypt.hash(password, bcryptCost);

let decoyHash: Promise<string> | undefined;

/** A hash of a random secret at the same cost, compared against when there is no real one. */
export function decoy(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(32).toString('hex'));
  return decoyHash;
}

/**
 * Always runs exactly one bcrypt comparison, against the decoy when the account is unknown or
 * has no password, so that the answer's timing does not tell which e-mails have accounts.
 */
export async function passwordMatches(
  password: string,
  hash: string | undefined,
): Promise<boolean> {
  const usable = hash !== undefined && hash.startsWith('$2');
  const matches = await bcrypt.compare(password, usable ? hash : await decoy());
  return usable && matches;
}

const columns = `id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, banned_until, created_at, updated_at, is_anonymous,
  invited_at, confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const result = await db.query<UserRow>(
    `select ${columns} from auth.users where lower(email) = lower($1)`,
    [email],
  );
  return result.rows[0];
}

/** One page of users, newest first, for the admin list (GoTrue's order). */
export async function listUsers(db: Queryable, limit: number, offset: number): Promise<UserRow[]> {
  const result = await db.query<UserRow>(
    `select ${columns} from auth.users order by created_at desc, id desc limit $1 offset $2`,
    [limit, offset],
  );
  return result.rows;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const result = await db.query<UserRow>(`select ${columns} from auth.users where id = $1`, [id]);
  return result.rows[0];
}

export interface NewUser {
  /** None for an anonymous user. */
  email: string | null;
  /** None for a user invited or signed up by e-mail code: they have no password yet. */
  password: string | null;
  emailConfirm: boolean;
  userMetadata: Json;
  appMetadata: Json;
  isAnonymous?: boolean;
  invited?: boolean;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  if (user.email !== null && (await findUserByEmail(db, user.email))) {
    throw authError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  const hash = user.password === null ? '' : await hashPassword(user.password);
  const result = await db.query<UserRow>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data,
       raw_user_meta_data, is_anonymous, invited_at)
     values ($1, $2, case when $3 then now() end, $4, $5, $6, case when $7 then now() end)
     returning ${columns}`,
    [
      user.email,
      hash,
      user.emailConfirm,
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
      user.isAnonymous === true,
      user.invited === true,
    ],
  );
  const row = result.rows[0];
  if (!row) throw new Error('insert returned no user');
  return row;
}

export interface UserChanges {
  email?: string;
  password?: string;
  emailConfirm?: boolean;
  userMetadata?: Json;
  appMetadata?: Json;
  bannedUntil?: Date | null;
}

export async function updateUser(
  db: Queryable,
  id: string,
  changes: UserChanges,
): Promise<UserRow> {
  const hash = changes.password === undefined ? null : await hashPassword(changes.password);
  const result = await db.query<UserRow>(
    `update auth.users set
       email = coalesce($2, email),
       encrypted_password = coalesce($3, encrypted_password),
       email_confirmed_at = case when $4::boolean then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
       raw_user_meta_data = case when $5::jsonb is null then raw_user_meta_data else raw_user_meta_data || $5::jsonb end,
       raw_app_meta_data = case when $6::jsonb is null then raw_app_meta_data else raw_app_meta_data || $6::jsonb end,
       banned_until = case when $7::boolean then $8::timestamptz else banned_until end,
       updated_at = now()
     where id = $1 returning ${columns}`,
    [
      id,
      changes.email ?? null,
      hash,
      changes.emailConfirm === true,
      changes.userMetadata ? JSON.stringify(changes.userMetadata) : null,
      changes.appMetadata ? JSON.stringify(changes.appMetadata) : null,
      changes.bannedUntil !== undefined,
      changes.bannedUntil ?? null,
    ],
  );
  const row = result.rows[0];
  if (!row) throw authError(404, 'user_not_found', 'User not found');
  return row;
}
