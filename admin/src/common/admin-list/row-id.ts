/** A row's id as the grid and the URL take it (views may yield a null id; none is ever shown). */
export const rowId = (row: { id: string | null }): string => row.id ?? '';
