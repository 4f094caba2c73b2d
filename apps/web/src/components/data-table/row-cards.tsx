import { ArrowDownward, ArrowUpward } from '@mui/icons-material';
import {
  Box,
  Card,
  CardContent,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  TablePagination,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { GridLocaleText, GridRowIdGetter, GridValidRowModel } from '@mui/x-data-grid';
import { Fragment, memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRestAfterFirstCommit } from '../use-rest-after-first-commit';
import { type CardRole, cardRoles, cellText, type Column, isSortable } from './columns';
import type { TableState } from './table-state';

/** A cell as the card shows it: the screen's own drawing (a chip, a link, buttons), else the formatted text. */
function cellContent<Row>(column: Column<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  return <bdi dir={column.type && column.type !== 'text' ? 'ltr' : 'auto'}>{cellText(column, row)}</bdi>;
}

export interface RowCardsProps<Row extends GridValidRowModel> {
  label: string;
  columns: readonly Column<Row>[];
  /** The rows of the page shown (already sorted and sliced). */
  rows: readonly Row[];
  getRowId: GridRowIdGetter<Row>;
  emptyText: string;
  loading: boolean;
  paged: boolean;
  rowCount: number;
  state: TableState;
  onStateChange: (change: Partial<TableState>) => void;
  pageSizeOptions: readonly number[];
  texts: Pick<GridLocaleText, 'paginationRowsPerPage' | 'paginationDisplayedRows' | 'paginationItemAriaLabel'>;
}

/**
 * A table on a phone: one card per row, as Square shows a list on a phone. The name comes first, the amount in
 * large type beside it, then the status, the other columns as 'Header: value' lines, and the row's buttons. A
 * sort control above the cards and the pager below keep sorting and paging.
 */
export function RowCards<Row extends GridValidRowModel>(props: RowCardsProps<Row>) {
  const { t } = useTranslation();
  const { columns, state, onStateChange } = props;
  const sortable = columns.filter((column) => isSortable(column));
  const sort = state.sort;

  return (
    <Stack spacing={1.5}>
      {sortable.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('table.sortBy')}
            value={sort?.key ?? ''}
            onChange={(event) =>
              onStateChange({ sort: event.target.value ? { key: event.target.value, direction: sort?.direction ?? 'desc' } : null })
            }
            sx={{ flex: 1, minWidth: 0 }}
          >
            {sortable.map((column) => (
              <MenuItem key={column.key} value={column.key}>
                {column.header}
              </MenuItem>
            ))}
          </TextField>
          {sort && (
            <Tooltip title={t(sort.direction === 'asc' ? 'table.ascending' : 'table.descending')}>
              <IconButton
                aria-label={t(sort.direction === 'asc' ? 'table.ascending' : 'table.descending')}
                onClick={() => onStateChange({ sort: { key: sort.key, direction: sort.direction === 'asc' ? 'desc' : 'asc' } })}
              >
                {sort.direction === 'asc' ? <ArrowUpward /> : <ArrowDownward />}
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      )}
      {props.loading && <LinearProgress aria-hidden="true" />}
      {props.rows.length === 0 && !props.loading ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {props.emptyText}
        </Typography>
      ) : (
        <CardList label={props.label} columns={columns} rows={props.rows} getRowId={props.getRowId} />
      )}
      {/* Not before the first page has arrived: drawn under an empty list, the rows would push it down (a layout shift). */}
      {props.paged && !(props.loading && props.rows.length === 0) && (
        <TablePagination
          component="div"
          count={props.rowCount}
          page={state.page}
          rowsPerPage={state.pageSize}
          rowsPerPageOptions={[...props.pageSizeOptions]}
          onPageChange={(_event, page) => onStateChange({ page })}
          onRowsPerPageChange={(event) => onStateChange({ pageSize: Number(event.target.value) })}
          labelRowsPerPage={props.texts.paginationRowsPerPage}
          labelDisplayedRows={({ from, to, count }) => props.texts.paginationDisplayedRows({ from, to, count, estimated: undefined })}
          getItemAriaLabel={(type) => props.texts.paginationItemAriaLabel(type)}
          sx={{ '& .MuiTablePagination-toolbar': { px: 0, flexWrap: 'wrap' }, '& .MuiTablePagination-input': { display: 'inline-flex' } }}
        />
      )}
    </Stack>
  );
}

/**
 * The cards of a new page of rows drawn in its first commit: more than a phone's screen holds below a screen's title
 * and controls. The rest follow in a transition once these are on screen: drawing 25 members' cards at 4x CPU held
 * the first member's name back by most of a second (decision 319).
 */
export const FIRST_CARDS = 6;

/** The rows to draw: a new page's first cards at once, then all of them in a transition after that commit. */
function useFirstCardsFirst<Row>(rows: readonly Row[]): readonly Row[] {
  const all = useRestAfterFirstCommit(rows, rows.length > FIRST_CARDS);
  return all ? rows : rows.slice(0, FIRST_CARDS);
}

/**
 * The cards of the rows drawn. Memoized: a tap on the pager or the sort re-renders the table around them at once, and
 * the cards, whose rows have not changed yet, are not drawn again in that urgent update (their new rows come in a
 * deferred render, decision 250).
 */
const CardList = memo(function CardList<Row extends GridValidRowModel>({
  label,
  columns,
  rows,
  getRowId,
}: Pick<RowCardsProps<Row>, 'label' | 'columns' | 'rows' | 'getRowId'>) {
  const drawn = useFirstCardsFirst(rows);
  const roles = cardRoles(columns);
  const withRole = (role: CardRole) => columns.filter((_, index) => roles[index] === role);
  // A name in several columns (first and last name) is one title, its parts in the columns' order.
  const titles = withRole('title');
  const titleText = (row: Row) =>
    titles
      .map((column) => cellText(column, row))
      .filter(Boolean)
      .join(' ');
  const [amount] = withRole('amount');
  const statuses = withRole('status');
  const details = withRole('detail');
  const actions = withRole('actions');
  return (
    <Box component="ul" role="list" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {drawn.map((row) => (
        <Card
          component="li"
          role="listitem"
          key={getRowId(row)}
          variant="outlined"
          data-row-card=""
          aria-label={titleText(row) || undefined}
        >
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                {titles.length > 0 && (
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {titles.map((column, index) => (
                      <Fragment key={column.key}>
                        {index > 0 && ' '}
                        {cellContent(column, row)}
                      </Fragment>
                    ))}
                  </Typography>
                )}
                {statuses.map((column) => (
                  <Box key={column.key} sx={{ mt: 0.5 }}>
                    {cellContent(column, row)}
                  </Box>
                ))}
              </Box>
              {amount && (
                <Typography data-card-amount="" variant="h6" component="p" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                  {cellContent(amount, row)}
                </Typography>
              )}
            </Stack>
            {details.length > 0 && (
              <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}>
                {details.map((column) => (
                  <Box key={column.key} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.header}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {cellContent(column, row)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
            {actions.length > 0 && (
              <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1, '& > *': { maxWidth: '100%' } }}>
                {actions.map((column) => (
                  <Box key={column.key} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, minWidth: 0 }}>
                    {cellContent(column, row)}
                  </Box>
                ))}
              </Box>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}) as <Row extends GridValidRowModel>(props: Pick<RowCardsProps<Row>, 'label' | 'columns' | 'rows' | 'getRowId'>) => ReactNode;
