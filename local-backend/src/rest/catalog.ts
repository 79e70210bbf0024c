import type { PGlite } from '@electric-sql/pglite';

export interface CatalogColumn {
  name: string;
  /** format_type() of the column, e.g. `text`, `uuid`, `timestamp with time zone`. */
  type: string;
}

export interface CatalogRelation {
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, CatalogColumn>;
  primaryKey: string[];
}

export interface CatalogForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface CatalogFunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface CatalogFunction {
  name: string;
  args: CatalogFunctionArg[];
  returnType: string;
  returnsSet: boolean;
  /** composite: rows (tables, record, composite types); scalar: one value; void: nothing. */
  returnKind: 'composite' | 'scalar' | 'void';
  /** OUT / TABLE columns, when the function declares them. */
  outColumns: CatalogColumn[];
}

export interface Catalog {
  relations: Map<string, CatalogRelation>;
  foreignKeys: CatalogForeignKey[];
  functions: Map<string, CatalogFunction[]>;
}

interface ColumnRow {
  table_name: string;
  kind: string;
  column_name: string | null;
  column_type: string | null;
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
}

const relationsSql = `
select c.relname as table_name,
       case when c.relkind in ('r', 'p') then 'table' else 'view' end as kind,
       a.attname as column_name,
       format_type(a.atttypid, a.atttypmod) as column_type,
       (select array_agg(pa.attname order by array_position(i.indkey::int2[], pa.attnum))
          from pg_index i join pg_attribute pa on pa.attrelid = i.indrelid and pa.attnum = any(i.indkey)
         where i.indrelid = c.oid and i.indisprimary) as pk
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
 where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
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
 where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'`;

const functionsSql = `
select p.proname as name,
       p.proargnames as arg_names,
       (select array_agg(format_type(t, null) order by ord) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, ord)) as arg_types,
       p.proargmodes::text[] as arg_modes,
       p.pronargdefaults::int as n_defaults,
       format_type(p.prorettype, null) as return_type,
       p.proretset as returns_set,
       t.typtype::text as return_typtype,
       coalesce('o' = any(p.proargmodes::text[]) or 't' = any(p.proargmodes::text[]), false) as has_out_args
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type t on t.oid = p.prorettype
 where n.nspname = 'public' and p.prokind = 'f'`;

/** Reads tables, views, columns, foreign keys and functions of schema `public` once. */
export async function loadCatalog(db: PGlite): Promise<Catalog> {
  const relations = new Map<string, CatalogRelation>();
  const rows = await db.query<ColumnRow>(relationsSql);
  for (const row of rows.rows) {
    let relation = relations.get(row.table_name);
    if (!relation) {
      relation = {
        name: row.table_name,
        kind: row.kind === 'table' ? 'table' : 'view',
        columns: new Map(),
        primaryKey: row.pk ?? [],
      };
      relations.set(row.table_name, relation);
    }
    if (row.column_name && row.column_type) {
      relation.columns.set(row.column_name, { name: row.column_name, type: row.column_type });
    }
  }

  const fkRows = await db.query<ForeignKeyRow>(foreignKeysSql);
  const foreignKeys = fkRows.rows.map((r) => ({
    name: r.name,
    table: r.table_name,
    columns: r.columns,
    refTable: r.ref_table,
    refColumns: r.ref_columns,
  }));

  foreignKeys.push(...(await viewForeignKeys(db, relations, foreignKeys)));

  const functions = new Map<string, CatalogFunction[]>();
  const fnRows = await db.query<FunctionRow>(functionsSql);
  for (const r of fnRows.rows) {
    const types = r.arg_types ?? [];
    const modes = r.arg_modes ?? types.map(() => 'i');
    const inputs = types
      .map((type, i) => ({ type, name: r.arg_names?.[i] ?? '', mode: modes[i] ?? 'i' }))
      .filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outputs = types
      .map((type, i) => ({ type, name: r.arg_names?.[i] ?? '', mode: modes[i] ?? 'i' }))
      .filter((a) => a.mode === 'o' || a.mode === 't' || a.mode === 'b');
    const firstDefault = inputs.length - r.n_defaults;
    const fn: CatalogFunction = {
      name: r.name,
      args: inputs.map((a, i) => ({ name: a.name, type: a.type, hasDefault: i >= firstDefault })),
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
  }
  return { relations, foreignKeys, functions };
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
  relations: Map<string, CatalogRelation>,
  foreignKeys: CatalogForeignKey[],
): Promise<CatalogForeignKey[]> {
  const usage = await db.query<ViewUsageRow>(`
    select distinct v.relname as view_name, t.relname as table_name
      from pg_depend d
      join pg_rewrite r on r.oid = d.objid
      join pg_class v on v.oid = r.ev_class and v.relkind in ('v', 'm')
      join pg_class t on t.oid = d.refobjid and t.relkind in ('r', 'p') and t.oid <> v.oid
      join pg_namespace vn on vn.oid = v.relnamespace and vn.nspname = 'public'
      join pg_namespace tn on tn.oid = t.relnamespace and tn.nspname = 'public'`);
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
