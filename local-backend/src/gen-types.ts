import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';

// Writes src/database.types.ts in the shape `supabase gen types typescript` produces, from the
// local database after the real migrations ran. The CLI needs Docker; this reads the same
// catalogue (pg_catalog + information_schema) so the apps get the same types either way.

export const databaseTypesFile = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../shared-data/src/database.types.ts',
);

/** The one method of PGlite (and of any pg client wrapper) the generator needs. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

interface PgType {
  oid: number;
  name: string;
  schema: string;
  typtype: string;
  basetype: number;
  elem: number;
  category: string;
}

interface Relation {
  oid: number;
  name: string;
  kind: string;
}

interface Column {
  relid: number;
  name: string;
  typeOid: number;
  notNull: boolean;
  hasDefault: boolean;
  identity: string;
  generated: string;
  updatable: boolean;
}

interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
  isOneToOne: boolean;
}

interface ViewColumnUsage {
  view: string;
  table: string;
  column: string;
}

interface PgFunction {
  name: string;
  argNames: string[] | null;
  argModes: string[] | null;
  allArgTypes: number[] | null;
  argTypes: number[];
  defaults: number;
  returnsSet: boolean;
  returnType: number;
}

interface EnumValue {
  name: string;
  value: string;
}

interface Relationship {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

const schema = 'public';

const numberTypes = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const jsonTypes = new Set(['json', 'jsonb']);

function createTypeMapper(types: Map<number, PgType>) {
  const tsType = (oid: number): string => {
    const type = types.get(oid);
    if (!type) return 'unknown';
    if (type.typtype === 'd') return tsType(type.basetype);
    if (type.category === 'A' && type.elem !== 0) return `${wrapArrayItem(tsType(type.elem))}[]`;
    if (type.typtype === 'e') {
      return type.schema === schema ? `Database["public"]["Enums"]["${type.name}"]` : 'string';
    }
    if (type.name === 'bool') return 'boolean';
    if (numberTypes.has(type.name)) return 'number';
    if (jsonTypes.has(type.name)) return 'Json';
    if (type.name === 'void') return 'undefined';
    if (type.name === 'record') return 'Record<string, unknown>';
    return 'string';
  };
  return tsType;
}

function wrapArrayItem(type: string): string {
  return type.includes('|') ? `(${type})` : type;
}

const quoteList = (items: string[]) => `[${items.map((i) => JSON.stringify(i)).join(', ')}]`;

function renderRelationships(relationships: Relationship[]): string {
  if (relationships.length === 0) return '[]';
  const sorted = [...relationships].sort(
    (a, b) =>
      a.foreignKeyName.localeCompare(b.foreignKeyName) ||
      a.referencedRelation.localeCompare(b.referencedRelation),
  );
  return `[${sorted
    .map(
      (r) => `{
        foreignKeyName: ${JSON.stringify(r.foreignKeyName)}
        columns: ${quoteList(r.columns)}
        isOneToOne: ${r.isOneToOne}
        referencedRelation: ${JSON.stringify(r.referencedRelation)}
        referencedColumns: ${quoteList(r.referencedColumns)}
      },`,
    )
    .join('\n')}]`;
}

const emptyMap = '{ [_ in never]: never }';

async function readCatalog(db: Queryable) {
  const types = await db.query<PgType>(`
    select t.oid::int as oid, t.typname as name, n.nspname as schema, t.typtype::text as typtype,
           t.typbasetype::int as basetype, t.typelem::int as elem, t.typcategory::text as category
    from pg_type t join pg_namespace n on n.oid = t.typnamespace`);
  const relations = await db.query<Relation>(
    `select c.oid::int as oid, c.relname as name, c.relkind::text as kind
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm')`,
    [schema],
  );
  const columns = await db.query<Column>(
    `select a.attrelid::int as relid, a.attname as name, a.atttypid::int as "typeOid",
            a.attnotnull as "notNull", a.atthasdef as "hasDefault", a.attidentity::text as identity,
            a.attgenerated::text as generated, coalesce(ic.is_updatable = 'YES', false) as updatable
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     left join information_schema.columns ic
       on ic.table_schema = n.nspname and ic.table_name = c.relname and ic.column_name = a.attname
     where n.nspname = $1 and a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'v', 'm')`,
    [schema],
  );
  const foreignKeys = await db.query<ForeignKey>(
    `select con.conname as name, src.relname as table,
            array(select attname from unnest(con.conkey) with ordinality k(num, ord)
                  join pg_attribute on attrelid = con.conrelid and attnum = k.num order by k.ord)::text[] as columns,
            ref.relname as "referencedTable",
            array(select attname from unnest(con.confkey) with ordinality k(num, ord)
                  join pg_attribute on attrelid = con.confrelid and attnum = k.num order by k.ord)::text[] as "referencedColumns",
            exists (
              select 1 from pg_index i
              where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
                and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                  = (select array_agg(x order by x) from unnest(con.conkey) x)
            ) as "isOneToOne"
     from pg_constraint con
     join pg_class src on src.oid = con.conrelid
     join pg_namespace n on n.oid = src.relnamespace
     join pg_class ref on ref.oid = con.confrelid
     where con.contype = 'f' and n.nspname = $1`,
    [schema],
  );
  const viewUsage = await db.query<ViewColumnUsage>(
    `select view_name as view, table_name as table, column_name as column
     from information_schema.view_column_usage
     where view_schema = $1 and table_schema = $1`,
    [schema],
  );
  const functions = await db.query<PgFunction>(
    `select p.proname as name, p.proargnames as "argNames", p.proargmodes::text[] as "argModes",
            p.proallargtypes::int[] as "allArgTypes", p.proargtypes::int[] as "argTypes",
            p.pronargdefaults::int as defaults, p.proretset as "returnsSet", p.prorettype::int as "returnType"
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = $1 and p.prokind = 'f'
       and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`,
    [schema],
  );
  const enums = await db.query<EnumValue>(
    `select t.typname as name, e.enumlabel as value
     from pg_enum e join pg_type t on t.oid = e.enumtypid join pg_namespace n on n.oid = t.typnamespace
     where n.nspname = $1 order by t.typname, e.enumsortorder`,
    [schema],
  );
  return {
    types: new Map(types.rows.map((t) => [t.oid, t])),
    relations: relations.rows,
    columns: columns.rows,
    foreignKeys: foreignKeys.rows,
    viewUsage: viewUsage.rows,
    functions: functions.rows,
    enums: enums.rows,
  };
}

/** Generates the file's source (before prettier) from the live catalogue. */
export async function renderDatabaseTypes(db: Queryable): Promise<string> {
  const catalog = await readCatalog(db);
  const tsType = createTypeMapper(catalog.types);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  const columnsOf = (relid: number) =>
    catalog.columns.filter((c) => c.relid === relid).sort(byName);
  const viewColumns = (view: string) => {
    const relation = catalog.relations.find((r) => r.name === view);
    return new Set(relation ? columnsOf(relation.oid).map((c) => c.name) : []);
  };
  // Views that expose all of `columns` of `table` under the same names (PostgREST can embed them).
  const viewsCovering = (table: string, columns: string[]) =>
    [...new Set(catalog.viewUsage.filter((u) => u.table === table).map((u) => u.view))].filter(
      (view) => {
        const exposed = viewColumns(view);
        return columns.every(
          (c) =>
            exposed.has(c) &&
            catalog.viewUsage.some((u) => u.view === view && u.table === table && u.column === c),
        );
      },
    );
  const relationshipsOf = (relation: Relation): Relationship[] => {
    const sources =
      relation.kind === 'v' || relation.kind === 'm'
        ? catalog.foreignKeys.filter((fk) =>
            viewsCovering(fk.table, fk.columns).includes(relation.name),
          )
        : catalog.foreignKeys.filter((fk) => fk.table === relation.name);
    return sources.flatMap((fk) =>
      [fk.referencedTable, ...viewsCovering(fk.referencedTable, fk.referencedColumns)].map(
        (target) => ({
          foreignKeyName: fk.name,
          columns: fk.columns,
          isOneToOne: fk.isOneToOne,
          referencedRelation: target,
          referencedColumns: fk.referencedColumns,
        }),
      ),
    );
  };

  const renderRelation = (relation: Relation) => {
    const isView = relation.kind !== 'r' && relation.kind !== 'p';
    const columns = columnsOf(relation.oid);
    const rowType = (c: Column) => `${tsType(c.typeOid)}${c.notNull && !isView ? '' : ' | null'}`;
    const row = columns.map((c) => `${c.name}: ${rowType(c)}`).join('\n');
    const writable = (c: Column, forUpdate: boolean) => {
      if (c.generated === 's' || c.identity === 'a' || (isView && !c.updatable))
        return `${c.name}?: never`;
      const optional = forUpdate || isView || !c.notNull || c.hasDefault || c.identity === 'd';
      return `${c.name}${optional ? '?' : ''}: ${rowType(c)}`;
    };
    const insert = columns.map((c) => writable(c, false)).join('\n');
    const update = columns.map((c) => writable(c, true)).join('\n');
    return `${relation.name}: {
      Row: {
        ${row}
      }
      Insert: {
        ${insert}
      }
      Update: {
        ${update}
      }
      Relationships: ${renderRelationships(relationshipsOf(relation))}
    }`;
  };

  const tables = catalog.relations.filter((r) => r.kind === 'r' || r.kind === 'p').sort(byName);
  const views = catalog.relations.filter((r) => r.kind === 'v' || r.kind === 'm').sort(byName);

  const renderFunction = (fn: PgFunction) => {
    const modes = fn.argModes ?? fn.argTypes.map(() => 'i');
    const types = fn.allArgTypes ?? fn.argTypes;
    const names = fn.argNames ?? [];
    const inputs = types
      .map((type, i) => ({ type, name: names[i] ?? '', mode: modes[i] ?? 'i' }))
      .filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outputs = types
      .map((type, i) => ({ type, name: names[i] ?? '', mode: modes[i] ?? 'i' }))
      .filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
    const firstDefault = inputs.length - fn.defaults;
    const args =
      inputs.length === 0
        ? 'never'
        : `{ ${inputs
            .map((a, i) => `${a.name}${i >= firstDefault ? '?' : ''}: ${tsType(a.type)}`)
            .join('; ')} }`;
    const single =
      outputs.length > 0
        ? `{
          ${outputs.map((o) => `${o.name}: ${tsType(o.type)}`).join('\n')}
        }`
        : tsType(fn.returnType);
    const returns = fn.returnsSet ? `${wrapArrayItem(single)}[]` : single;
    return `${fn.name}: {
      Args: ${args}
      Returns: ${returns}
    }`;
  };

  const enumNames = [...new Set(catalog.enums.map((e) => e.name))];
  const enumValues = (name: string) =>
    catalog.enums.filter((e) => e.name === name).map((e) => e.value);
  const section = (items: string[]) =>
    items.length === 0 ? emptyMap : `{\n${items.join('\n')}\n}`;

  return `export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "13"
  }
  public: {
    Tables: ${section(tables.map(renderRelation))}
    Views: ${section(views.map(renderRelation))}
    Functions: ${section([...catalog.functions].sort(byName).map(renderFunction))}
    Enums: ${section(
      enumNames.map(
        (n) =>
          `${n}: ${enumValues(n)
            .map((v) => JSON.stringify(v))
            .join(' | ')}`,
      ),
    )}
    CompositeTypes: ${emptyMap}
  }
}

${helperTypes}

export const Constants = {
  public: {
    Enums: {
      ${enumNames.map((n) => `${n}: ${quoteList(enumValues(n))},`).join('\n')}
    },
  },
} as const
`;
}

/** The generated source, formatted with the repository's prettier settings. */
export async function generateDatabaseTypes(db: Queryable): Promise<string> {
  const source = await renderDatabaseTypes(db);
  const options = await resolveConfig(databaseTypesFile);
  return format(source, { ...options, parser: 'typescript' });
}

// Identical to the helpers `supabase gen types typescript` appends.
const helperTypes = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never`;

async function main(): Promise<void> {
  const { startLocalBackend } = await import('./index.ts');
  const backend = await startLocalBackend({ port: 0, quiet: true, seedFile: null, admin: null });
  try {
    await writeFile(databaseTypesFile, await generateDatabaseTypes(backend.db));
    console.log(`Wrote ${databaseTypesFile}`);
  } finally {
    await backend.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
