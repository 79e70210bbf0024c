import type { GridRowId } from '@inzira/shared-ui/data-table';
import { useMemo, useState } from 'react';
import { rowId } from './row-id';

/**
 * The rows ticked for a bulk action. Only the ticked rows of the page shown count: a row that
 * left the page (another page, a search) is not acted on unseen.
 */
export function useSelection(rows: readonly { id: string | null }[]) {
  const [selected, setSelected] = useState<string[]>([]);
  // Stable between renders: the grid is handed this selection and must not see a "change".
  const selectedOnPage = useMemo(
    () => selected.filter((id) => rows.some((row) => rowId(row) === id)),
    [selected, rows],
  );
  return {
    ids: selectedOnPage,
    /** The grid's new selection; the same ids in another order keep the current one. */
    change: (ids: readonly GridRowId[]) =>
      setSelected((current) => {
        const next = ids.map(String);
        const isSame = next.length === current.length && next.every((id) => current.includes(id));
        return isSame ? current : next;
      }),
    /** Forgets rows that no longer exist (deleted). */
    drop: (ids: readonly string[]) =>
      setSelected((current) => current.filter((id) => !ids.includes(id))),
    clear: () => setSelected([]),
  };
}
