import { Stack, Typography } from '@mui/material';
import { type ReactNode, useCallback } from 'react';
import { type SortState, useTableState } from './data-table/table-state';
import { FilteredTable } from './filter-panel';
import { LoadError } from './load-error';

/**
 * The page, page size and sort of a list paged on the server: what its query sends, and what its DataTable shows
 * (`server={table.server(total)}`). `firstPage` shows the first page again, after a new filter. Every list keeps
 * its table state here, in a ListFrame or in a ReportFrame.
 */
export function useListTable(initial: { pageSize: number; sort?: SortState | null }) {
  const { state, onStateChange } = useTableState(initial);
  const firstPage = useCallback(() => onStateChange({ page: 0 }), [onStateChange]);
  const server = useCallback((rowCount: number) => ({ rowCount, state, onStateChange }), [state, onStateChange]);
  return { state, onStateChange, firstPage, server };
}

export interface ListFrameProps {
  /** The side filters (a FilterPanel), folded beside the table; `screen` names the list for the remembered fold. */
  filters?: { screen: string; panel: ReactNode };
  /** What the list shows, in a line above it. */
  description?: ReactNode;
  /** The list's download (an ExportButton or ServerDownloadButton), at the end of that line. */
  exportButton?: ReactNode;
  /** The failed read, or null. */
  error: unknown;
  onRetry: () => void;
  /** What failed to load, in the screen's words; the server's message without it. */
  failedText?: string;
  /** The DataTable, and whatever goes with it. */
  children: ReactNode;
}

/**
 * The frame of a list screen, under its PageHeader: the list's line (what it shows, its download), the side filters
 * beside the table, a failed read said quietly with Retry (LoadError), then the table. Its parts are children of the
 * page's own stack, so the page's spacing holds between them. A list of a date range is a report and sits in a
 * ReportFrame instead; both keep their table state with useListTable.
 */
export function ListFrame({ filters, description, exportButton, error, onRetry, failedText, children }: ListFrameProps) {
  const line = (description || exportButton) && (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: description ? 'space-between' : 'flex-end', alignItems: { sm: 'center' } }}
    >
      {description && <Typography color="text.secondary">{description}</Typography>}
      {exportButton}
    </Stack>
  );
  const body = (
    <>
      {error !== null && error !== undefined && (
        <LoadError error={error} onRetry={onRetry}>
          {failedText}
        </LoadError>
      )}
      {children}
    </>
  );
  return (
    <>
      {line}
      {filters ? (
        <FilteredTable screen={filters.screen} filters={filters.panel}>
          {body}
        </FilteredTable>
      ) : (
        body
      )}
    </>
  );
}
