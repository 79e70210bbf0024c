import type { PostgrestSingleResponse } from '@supabase/supabase-js';
import type {
  Database,
  Tables,
  TablesInsert,
  TablesUpdate,
} from '@inzira/contract/database.types.ts';
import { unwrap } from '../errors';
import type { DataClient } from './create-public-client';

type TableName = keyof Database['public']['Tables'];
type SingleRow<Row> = { single(): PromiseLike<PostgrestSingleResponse<Row>> };

/**
 * What the writes below use of `client.from(table)`, spelled for one table. supabase-js cannot
 * type `client.from(table)` for a table name that is still generic, so each caller passes the
 * builder of its concrete table and TypeScript checks it against this shape.
 */
interface EditableTable<T extends TableName> {
  update(values: TablesUpdate<T>): {
    eq(column: 'id', value: string): { select(columns: '*'): SingleRow<Tables<T>> };
  };
  delete(): { eq(column: 'id', value: string): PromiseLike<PostgrestSingleResponse<null>> };
}

interface WritableTable<T extends TableName> extends EditableTable<T> {
  insert(values: TablesInsert<T>): { select(columns: '*'): SingleRow<Tables<T>> };
}

/**
 * An admin table's update and delete by id, e.g.
 * `const [updateX, deleteX] = tableEdits<'x'>((client) => client.from('x'))`. The update returns
 * the saved row; both throw `toUserError` Errors.
 */
export function tableEdits<T extends TableName>(table: (client: DataClient) => EditableTable<T>) {
  return [
    async (client: DataClient, id: string, values: TablesUpdate<T>): Promise<Tables<T>> =>
      unwrap(await table(client).update(values).eq('id', id).select('*').single()),
    async (client: DataClient, id: string): Promise<void> => {
      unwrap(await table(client).delete().eq('id', id));
    },
  ] as const;
}

/** `tableEdits` after the create, which returns the new row: `[createX, updateX, deleteX]`. */
export function tableWrites<T extends TableName>(table: (client: DataClient) => WritableTable<T>) {
  return [
    async (client: DataClient, values: TablesInsert<T>): Promise<Tables<T>> =>
      unwrap(await table(client).insert(values).select('*').single()),
    ...tableEdits(table),
  ] as const;
}
