import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { HEADER_FONT_WEIGHT } from './grid-columns';

/**
 * The data grid (MUI X) as every table of a tablet or a laptop draws it. A module of its own, loaded by
 * data-table.tsx only where the window is 600 px or wider: a phone shows its lighter cards (row-cards.tsx) and never
 * fetches, evaluates or renders the grid (decision 250).
 */
export type GridViewProps<Row extends GridValidRowModel> = Omit<
  DataGridProps<Row>,
  'autoHeight' | 'columnHeaderHeight' | 'getRowHeight' | 'disableColumnMenu' | 'disableColumnFilter' | 'slotProps' | 'sx'
>;

export function GridView<Row extends GridValidRowModel>(props: GridViewProps<Row>) {
  return (
    <DataGrid<Row>
      {...props}
      autoHeight
      // Two lines of header and the sort arrow under them (see the header styles below).
      columnHeaderHeight={60}
      // Rows grow to fit a wrapped name or a date over its time, rather than cutting them.
      getRowHeight={rowHeightAuto}
      disableColumnMenu
      disableColumnFilter
      disableColumnSelector
      disableRowSelectionOnClick
      slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
      sx={{
        bgcolor: 'background.paper',
        '& .MuiDataGrid-overlay': { px: 2, textAlign: 'center' },
        // Narrower padding and headers that wrap onto two lines: a screen's standard columns fit a laptop side by side.
        '& .MuiDataGrid-cell, & .MuiDataGrid-columnHeader': { px: 1 },
        '& .MuiDataGrid-cell': { py: 0.75, display: 'flex', alignItems: 'center' },
        '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2, fontWeight: HEADER_FONT_WEIGHT },
        // The sort arrow goes under the header where it does not fit beside it: a narrow column keeps its width
        // and its header's words stay whole (the header row is tall enough for two lines and the arrow).
        '& .MuiDataGrid-columnHeaderTitleContainer': { flexWrap: 'wrap', alignContent: 'center' },
        '& .MuiDataGrid-columnHeader .MuiDataGrid-sortButton': { p: 0.25 },
        // A button's label wraps rather than being cut ('Cancel membership' in a narrow Action column).
        '& .MuiDataGrid-cell .MuiButton-root': { whiteSpace: 'normal', lineHeight: 1.25, textAlign: 'center' },
        // A long status ('Membership cancelled by customer') wraps inside its chip rather than being cut.
        '& .MuiDataGrid-cell .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
        '& .MuiDataGrid-cell .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
        // Money and other figures are never cut: their columns are as wide as their longest value.
        '& .MuiDataGrid-cell--textRight, & .MuiDataGrid-cell[data-field] bdi[dir="ltr"]': { whiteSpace: 'nowrap' },
        '& .MuiDataGrid-cell:not(.MuiDataGrid-cell--textRight)': { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.35 },
        // The grid hides the page-size choice on phones; keep the choice (its label stays hidden, the select keeps its name).
        '& .MuiDataGrid-footerContainer .MuiTablePagination-input': { display: 'inline-flex' },
      }}
    />
  );
}

const rowHeightAuto = () => 'auto' as const;
