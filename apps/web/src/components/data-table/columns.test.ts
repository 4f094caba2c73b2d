import type { GridColDef } from '@mui/x-data-grid';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { cellText, type Column, isExported, isSortable, sortValue } from './columns';
import { toGridColumns } from './grid-columns';
import { fromSortModel, nextTableState, type TableState, toSortModel } from './table-state';

interface Order {
  id: string;
  customer: string;
  totalCents: number;
  items: number;
  placedOn: string;
  paidAt: string | null;
}

const order: Order = {
  id: 'o1',
  customer: 'Ada',
  totalCents: 123456,
  items: 1234,
  placedOn: '2026-11-22',
  paidAt: '2026-11-22T15:04:00.000Z',
};

const columns: Column<Order>[] = [
  { key: 'customer', header: 'Customer' },
  { key: 'totalCents', header: 'Total', type: 'money' },
  { key: 'items', header: 'Items', type: 'number', width: 90 },
  { key: 'placedOn', header: 'Placed', type: 'date' },
  { key: 'paidAt', header: 'Paid', type: 'datetime' },
  { key: 'initial', header: 'Initial', value: (row) => row.customer.slice(0, 1) },
  { key: 'actions', header: 'Action', type: 'custom', render: () => 'Refund' },
];
const byKey = (key: string) => columns.find((column) => column.key === key)!;

describe('a column definition', () => {
  it('shows each type the spec’s way', () => {
    expect(columns.map((column) => cellText(column, order))).toEqual([
      'Ada',
      '$1,234.56',
      '1,234',
      '11/22/2026',
      '11/22/2026, 3:04 PM',
      'A',
      '',
    ]);
  });

  it('shows a row number as is, without grouping, and sorts it as a number', () => {
    const orderNumber: Column<{ orderId: number }> = { key: 'orderId', header: 'Order ID', type: 'id' };
    expect(cellText(orderNumber, { orderId: 14468 })).toBe('14468');
    expect(sortValue(orderNumber, { orderId: 14468 })).toBe(14468);
  });

  it('shows an empty cell for a missing value', () => {
    expect(cellText(byKey('paidAt'), { ...order, paidAt: null })).toBe('');
  });

  it('sorts money and counts as numbers and dates by time, not as their text', () => {
    expect(sortValue(byKey('totalCents'), order)).toBe(123456);
    expect(sortValue(byKey('placedOn'), order)).toBe(Date.UTC(2026, 10, 22));
    expect(sortValue(byKey('customer'), order)).toBe('Ada');
  });

  it('leaves a drawn-only column out of sorting and of the export, unless told otherwise', () => {
    expect(isSortable(byKey('actions'))).toBe(false);
    expect(isExported(byKey('actions'))).toBe(false);
    expect(isSortable(byKey('customer'))).toBe(true);
    expect(isExported({ key: 'customer', header: 'Customer', exported: false })).toBe(false);
    expect(isSortable({ key: 'customer', header: 'Customer', sortable: false })).toBe(false);
  });
});

describe('the grid’s columns', () => {
  const grid = toGridColumns(columns);
  const find = (field: string) => grid.find((column) => column.field === field)! as GridColDef<Order>;
  const format = (field: string) => (find(field).valueFormatter as (value: never, row: Order) => string)(undefined as never, order);
  const sortBy = (field: string) => (find(field).valueGetter as (value: never, row: Order) => unknown)(undefined as never, order);

  it('keep the headers and order of the definitions', () => {
    expect(grid.map((column) => [column.field, column.headerName])).toEqual(columns.map((column) => [column.key, column.header]));
  });

  it('show formatted text but sort by the raw value', () => {
    expect(format('totalCents')).toBe('$1,234.56');
    expect(sortBy('totalCents')).toBe(123456);
    expect(format('placedOn')).toBe('11/22/2026');
    expect(sortBy('placedOn')).toBe(Date.UTC(2026, 10, 22));
  });

  it('right-align numbers and offer largest or newest first', () => {
    expect(find('totalCents').align).toBe('right');
    expect(find('totalCents').sortingOrder).toEqual(['desc', 'asc']);
    expect(find('paidAt').sortingOrder).toEqual(['desc', 'asc']);
    expect(find('customer').align).toBe('left');
    expect(find('customer').sortingOrder).toEqual(['asc', 'desc']);
  });

  it('use a width hint, or share the free space with a minimum', () => {
    expect(find('items').width).toBe(90);
    expect(find('items').flex).toBeUndefined();
    expect(find('customer').flex).toBe(1);
    expect(find('customer').minWidth).toBe(120);
  });

  it('keep figures and dates left to right inside an Arabic table, and let a text find its own direction', () => {
    const drawn = (field: string) => find(field).renderCell!({ formattedValue: format(field) } as never) as ReactElement<{ dir: string }>;
    expect(drawn('totalCents').type).toBe('bdi');
    expect(drawn('totalCents').props.dir).toBe('ltr');
    expect(drawn('paidAt').props.dir).toBe('ltr');
    expect(drawn('customer').props.dir).toBe('auto');
  });

  it('draw a custom cell with its render and do not sort it', () => {
    expect(find('actions').sortable).toBe(false);
    expect(find('actions').renderCell).toBeTypeOf('function');
  });
});

describe('a server-paged table', () => {
  const state: TableState = { page: 3, pageSize: 50, sort: { key: 'placedOn', direction: 'desc' } };

  it('goes back to the first page when the sort changes', () => {
    expect(nextTableState(state, { sort: { key: 'totalCents', direction: 'asc' } })).toEqual({
      page: 0,
      pageSize: 50,
      sort: { key: 'totalCents', direction: 'asc' },
    });
    expect(nextTableState(state, { sort: null }).page).toBe(0);
  });

  it('goes back to the first page when the page size changes', () => {
    expect(nextTableState(state, { page: 3, pageSize: 100 })).toEqual({ ...state, page: 0, pageSize: 100 });
  });

  it('keeps the sort when moving between pages, and the page when the same sort comes back', () => {
    expect(nextTableState(state, { page: 4, pageSize: 50 })).toEqual({ ...state, page: 4 });
    expect(nextTableState(state, { sort: { key: 'placedOn', direction: 'desc' } })).toEqual(state);
  });

  it('speaks the grid’s sort model in both directions', () => {
    expect(toSortModel(state.sort)).toEqual([{ field: 'placedOn', sort: 'desc' }]);
    expect(toSortModel(null)).toEqual([]);
    expect(fromSortModel([{ field: 'customer', sort: 'asc' }])).toEqual({ key: 'customer', direction: 'asc' });
    expect(fromSortModel([])).toBeNull();
    expect(fromSortModel([{ field: 'customer', sort: null }])).toBeNull();
  });
});
