import type { PostgrestSingleResponse } from '@supabase/supabase-js';
import type { Database, Tables, TablesInsert, TablesUpdate } from '../database.types';
import { unwrap } from '../errors';
import type { DataClient } from './create-public-client';

type TableName = keyof Database['public']['Tables'];
type SingleRow<Row> = { single(): PromiseLike<PostgrestSingleResponse<Row>> };

/**
 * What the writes below use of `client.from(table)`, spelled for one table. supabase-js cannot
 * type `client.from(table)` for a table name that is still generic, so each caller passes the
 * builder of its concrete table and TypeScript checks it against this shape.
 */
interface WritableTable<T extends TableName> {
  insert(values: TablesInsert<T>): { select(columns: '*'): SingleRow<Tables<T>> };
  update(values: TablesUpdate<T>): {
    eq(column: 'id', value: string): { select(columns: '*'): SingleRow<Tables<T>> };
  };
  delete(): { eq(column: 'id', value: string): PromiseLike<PostgrestSingleResponse<null>> };
}

/**
 * An admin table's create, update and delete by id, each returning the saved row (or throwing
 * a `toUserError` Error), e.g. `tableWrites<'events'>((client) => client.from('events'))`.
 */
export function tableWrites<T extends TableName>(table: (client: DataClient) => WritableTable<T>) {
  return {
    create: async (client: DataClient, values: TablesInsert<T>): Promise<Tables<T>> =>
      unwrap(await table(client).insert(values).select('*').single()),
    update: async (client: DataClient, id: string, values: TablesUpdate<T>): Promise<Tables<T>> =>
      unwrap(await table(client).update(values).eq('id', id).select('*').single()),
    remove: async (client: DataClient, id: string): Promise<void> => {
      unwrap(await table(client).delete().eq('id', id));
    },
  };
}
