import type { PGlite } from '@electric-sql/pglite';

export interface CatalogColumn {
  name: string;
  /** format_type() of the column, e.g. `text`, `uuid`, `timestamp with time zone`. */
  type: string;
  /** The column's default as SQL (identity columns: their sequence), for `missing=default`. */
  defaultSql?: string;
}

export interface CatalogRelation {
  name: string;
  schema: string;
  kind: 'table' | 'view';
  columns: Map<string, CatalogColumn>;
  primaryKey: string[];
  /** Column sets that are unique (primary key and unique indexes): a key into them is to-one. */
  uniqueKeys?: string[][];
  /** Functions taking this relation's row and returning a value: computed columns. */
  computed?: Map<string, CatalogFunction>;
  /** Functions taking this relation's row and returning rows: embeddable like relations. */
  computedRelations?: Map<string, CatalogFunction>;
}

export interface CatalogForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface CatalogFunctionArg {
  /** '' for an unnamed parameter. */
  name: string;
  type: string;
  hasDefault: boolean;
  /** A row type (a table's or view's): its JSON value becomes a record. */
  composite: boolean;
}

export interface CatalogFunction {
  name: string;
  schema: string;
  args: CatalogFunctionArg[];
  returnType: string;
  returnsSet: boolean;
  /** composite: rows (tables, record, composite types); scalar: one value; void: nothing. */
  returnKind: 'composite' | 'scalar' | 'void';
  /** OUT / TABLE columns, when the function declares them. */
  outColumns: CatalogColumn[];
  /** `ROWS 1` on a set-returning function: embedded as one object, as PostgREST does. */
  singleRow: boolean;
}

/**
 * PostgREST's in-database configuration: `alter role authenticator set pgrst.<name> = ...`.
 * Both default to what a hosted Supabase project has (off).
 */
export interface CatalogSettings {
  /** `pgrst.db_tx_end` ends in `-allow-override`: requests may ask for `tx=rollback`. */
  txOverride: boolean;
  /** `pgrst.db_aggregates_enabled`: `count()`, `sum()`... in `select`. */
  aggregates: boolean;
  /** `pgrst.db_plan_enabled`: `Accept: application/vnd.pgrst.plan` answers the query plan. */
  plan: boolean;
}

export interface Catalog {
  /** The schema this catalog describes (PostgREST's profile). */
  schema: string;
  relations: Map<string, CatalogRelation>;
  foreignKeys: CatalogForeignKey[];
  functions: Map<string, CatalogFunction[]>;
  settings: CatalogSettings;
}

const settingsSql = `
select coalesce(s.setconfig, '{}') as config
  from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
 where r.rolname = 'authenticator' and s.setdatabase = 0`;

async function loadSettings(db: PGlite): Promise<CatalogSettings> {
  const rows = await db.query<{ config: string[] }>(settingsSql);
  const values = new Map<string, string>();
  for (const entry of rows.rows[0]?.config ?? []) {
    const at = entry.indexOf('=');
    if (at > 0) values.set(entry.slice(0, at), entry.slice(at + 1));
  }
  return {
    txOverride: (values.get('pgrst.db_tx_end') ?? 'commit').endsWith('-allow-override'),
    aggregates: values.get('pgrst.db_aggregates_enabled') === 'true',
    plan: values.get('pgrst.db_plan_enabled') === 'true',
  };
}

interface ColumnRow {
  table_name: string;
  kind: string;
  column_name: string | null;
  column_type: string | null;
  column_default: string | null;
  pk: string[] | null;
}

interface ForeignKeyRow {
  name: string;
  table_name: string;
  columns: string[];
  ref_table: string;
  ref_columns: string[];
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_types: string[] | null;
  arg_modes: string[] | null;
  n_defaults: number;
  return_type: string;
  returns_set: boolean;
  return_typtype: string;
  has_out_args: boolean;
  arg_typtypes: string[] | null;
  rows: number;
}

const relationsSql = `
select c.relname as table_name,
       case when c.relkind in ('r', 'p') then 'table' else 'view' end as kind,
       a.attname as column_name,
       format_type(a.atttypid, a.atttypmod) as column_type,
       case when a.attidentity <> '' then format('nextval(pg_get_serial_sequence(%L, %L))', c.oid::regclass::text, a.attname)
            else pg_get_expr(ad.adbin, ad.adrelid) end as column_default,
       (select array_agg(pa.attname order by array_position(i.indkey::int2[], pa.attnum))
          from pg_index i join pg_attribute pa on pa.attrelid = i.indrelid and pa.attnum = any(i.indkey)
         where i.indrelid = c.oid and i.indisprimary) as pk
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_attrdef ad on ad.adrelid = c.oid and ad.adnum = a.attnum
 where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
 order by c.relname, a.attnum`;

const foreignKeysSql = `
select con.conname as name, c.relname as table_name, rc.relname as ref_table,
       (select array_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
       (select array_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as ref_columns
  from pg_constraint con
  join pg_class c on c.oid = con.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_class rc on rc.oid = con.confrelid
  join pg_namespace rn on rn.oid = rc.relnamespace
 where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1`;

const uniqueKeysSql = `
select c.relname as table_name,
       (select array_agg(a.attname) from pg_attribute a
         where a.attrelid = c.oid and a.attnum = any(i.indkey)) as columns
  from pg_index i
  join pg_class c on c.oid = i.indrelid
  join pg_namespace n on n.oid = c.relnamespace
 where n.nspname = $1 and i.indisunique and i.indpred is null`;

const functionsSql = `
select p.proname as name,
       p.proargnames as arg_names,
       (select array_agg(format_type(t, null) order by ord) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, ord)) as arg_types,
       p.proargmodes::text[] as arg_modes,
       p.pronargdefaults::int as n_defaults,
       format_type(p.prorettype, null) as return_type,
       p.proretset as returns_set,
       t.typtype::text as return_typtype,
       coalesce('o' = any(p.proargmodes::text[]) or 't' = any(p.proargmodes::text[]), false) as has_out_args,
       (select array_agg(at.typtype::text order by ord) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, ord)
          join pg_type at on at.oid = u.t) as arg_typtypes,
       p.prorows::float8 as rows
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type t on t.oid = p.prorettype
 where n.nspname = $1 and p.prokind = 'f'`;

/** Reads tables, views, columns, foreign keys and functions of schema `public` once. */
export async function loadCatalog(db: PGlite, schema = 'public'): Promise<Catalog> {
  const relations = new Map<string, CatalogRelation>();
  const rows = await db.query<ColumnRow>(relationsSql, [schema]);
  for (const row of rows.rows) {
    let relation = relations.get(row.table_name);
    if (!relation) {
      relation = {
        name: row.table_name,
        schema,
        kind: row.kind === 'table' ? 'table' : 'view',
        columns: new Map(),
        primaryKey: row.pk ?? [],
      };
      relations.set(row.table_name, relation);
    }
    if (row.column_name && row.column_type) {
      relation.columns.set(row.column_name, {
        name: row.column_name,
        type: row.column_type,
        defaultSql: row.column_default ?? undefined,
      });
    }
  }

  const fkRows = await db.query<ForeignKeyRow>(foreignKeysSql, [schema]);
  const foreignKeys = fkRows.rows.map((r) => ({
    name: r.name,
    table: r.table_name,
    columns: r.columns,
    refTable: r.ref_table,
    refColumns: r.ref_columns,
  }));

  foreignKeys.push(...(await viewForeignKeys(db, schema, relations, foreignKeys)));

  const uniqueRows = await db.query<{ table_name: string; columns: string[] }>(uniqueKeysSql, [
    schema,
  ]);
  for (const row of uniqueRows.rows) {
    const relation = relations.get(row.table_name);
    if (relation) (relation.uniqueKeys ??= []).push(row.columns);
  }

  const functions = new Map<string, CatalogFunction[]>();
  const fnRows = await db.query<FunctionRow>(functionsSql, [schema]);
  for (const r of fnRows.rows) {
    const types = r.arg_types ?? [];
    const modes = r.arg_modes ?? types.map(() => 'i');
    const inputs = types
      .map((type, i) => ({
        type,
        name: r.arg_names?.[i] ?? '',
        mode: modes[i] ?? 'i',
        composite: r.arg_typtypes?.[i] === 'c',
      }))
      .filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outputs = types
      .map((type, i) => ({ type, name: r.arg_names?.[i] ?? '', mode: modes[i] ?? 'i' }))
      .filter((a) => a.mode === 'o' || a.mode === 't' || a.mode === 'b');
    const firstDefault = inputs.length - r.n_defaults;
    const fn: CatalogFunction = {
      name: r.name,
      schema,
      args: inputs.map((a, i) => ({
        name: a.name,
        type: a.type,
        hasDefault: i >= firstDefault,
        composite: a.composite,
      })),
      singleRow: r.returns_set && r.rows === 1,
      returnType: r.return_type,
      returnsSet: r.returns_set,
      outColumns: outputs.map((o) => ({ name: o.name, type: o.type })),
      returnKind:
        r.return_type === 'void'
          ? 'void'
          : r.has_out_args || r.return_typtype === 'c' || r.return_type === 'record'
            ? 'composite'
            : 'scalar',
    };
    functions.set(r.name, [...(functions.get(r.name) ?? []), fn]);
    attachComputed(relations, fn);
  }
  return { schema, relations, foreignKeys, functions, settings: await loadSettings(db) };
}

/**
 * PostgREST's computed fields and computed relationships: a function of one parameter of a
 * relation's row type reads like a column of it (a value) or like an embeddable resource (rows).
 */
function attachComputed(relations: Map<string, CatalogRelation>, fn: CatalogFunction): void {
  const [only, ...more] = fn.args;
  if (!only || more.length > 0) return;
  const relation = relations.get(only.type);
  if (!relation) return;
  if (fn.returnKind === 'scalar') {
    relation.computed ??= new Map();
    relation.computed.set(fn.name, fn);
  } else if (fn.returnKind === 'composite' && relations.has(fn.returnType)) {
    relation.computedRelations ??= new Map();
    relation.computedRelations.set(fn.name, fn);
  }
}

interface ViewUsageRow {
  view_name: string;
  table_name: string;
}

/**
 * PostgREST lets views embed through their base tables' foreign keys. Views here are simple
 * (`select t.*, ...`), so a view inherits a key when it exposes the key's columns by name.
 */
async function viewForeignKeys(
  db: PGlite,
  schema: string,
  relations: Map<string, CatalogRelation>,
  foreignKeys: CatalogForeignKey[],
): Promise<CatalogForeignKey[]> {
  const usage = await db.query<ViewUsageRow>(
    `
    select distinct v.relname as view_name, t.relname as table_name
      from pg_depend d
      join pg_rewrite r on r.oid = d.objid
      join pg_class v on v.oid = r.ev_class and v.relkind in ('v', 'm')
      join pg_class t on t.oid = d.refobjid and t.relkind in ('r', 'p') and t.oid <> v.oid
      join pg_namespace vn on vn.oid = v.relnamespace and vn.nspname = $1
      join pg_namespace tn on tn.oid = t.relnamespace and tn.nspname = $1`,
    [schema],
  );
  const inherited: CatalogForeignKey[] = [];
  for (const { view_name: view, table_name: table } of usage.rows) {
    const columns = relations.get(view)?.columns;
    if (!columns) continue;
    const exposes = (names: string[]) => names.every((n) => columns.has(n));
    for (const fk of foreignKeys) {
      if (fk.table === table && exposes(fk.columns)) inherited.push({ ...fk, table: view });
      if (fk.refTable === table && exposes(fk.refColumns))
        inherited.push({ ...fk, refTable: view });
    }
  }
  return inherited;
}
