import { useCallback, useState } from 'react';

/**
 * The page and sort of a table, in our words rather than the grid's. A server-paged screen keeps it (with
 * `useTableState`), puts it in its query key and sends it to the API; a client-paged table keeps its own.
 * No grid code here: a screen's query hook can import it without loading the grid.
 */
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  /** A column's `key`. */
  key: string;
  direction: SortDirection;
}
export interface TableState {
  /** Zero-based. */
  page: number;
  pageSize: number;
  sort: SortState | null;
}

/** The page sizes a table offers (transactions: 10, 20, 50, 100); a screen may pass its own list. */
export const DEFAULT_PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

/**
 * The state after a change: a new sort or a new page size shows the first page again (the rows the user was
 * looking at are somewhere else now); moving between pages keeps the sort.
 */
export function nextTableState(current: TableState, change: Partial<TableState>): TableState {
  const next = { ...current, ...change };
  const sortChanged = 'sort' in change && !sameSort(current.sort, next.sort);
  const sizeChanged = next.pageSize !== current.pageSize;
  return sortChanged || sizeChanged ? { ...next, page: 0 } : next;
}

export const sameSort = (a: SortState | null, b: SortState | null) => a?.key === b?.key && a?.direction === b?.direction;

/** Grid sort model <-> our sort (one column at a time: the free grid sorts by one column). */
export const toSortModel = (sort: SortState | null) => (sort ? [{ field: sort.key, sort: sort.direction }] : []);
export function fromSortModel(model: ReadonlyArray<{ field: string; sort: SortDirection | null | undefined }>): SortState | null {
  const first = model[0];
  return first?.sort ? { key: first.field, direction: first.sort } : null;
}

/** The state a server-paged screen holds; `onStateChange` goes straight to the table's `server` prop. */
export function useTableState(initial: { pageSize: number; sort?: SortState | null }) {
  const [state, setState] = useState<TableState>({ page: 0, pageSize: initial.pageSize, sort: initial.sort ?? null });
  const onStateChange = useCallback((change: Partial<TableState>) => setState((current) => nextTableState(current, change)), []);
  return { state, onStateChange };
}
