import type { GridColDef } from '@mui/x-data-grid';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { cardRoles, cellText, type Column, isExported, isSortable, sortValue } from './columns';
import { headerMinWidth, MIN_WIDTH_BY_TYPE, figureMinWidth, toGridColumns } from './grid-columns';
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
  it('shows each type in the dashboard’s format', () => {
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

describe('a phone number column', () => {
  it('shows the number the way people read it and sorts it as text', () => {
    const phone: Column<{ phone: string }> = { key: 'phone', header: 'Phone', type: 'phone' };
    expect(cellText(phone, { phone: '5035550142' })).toBe('(503) 555-0142');
    expect(cellText(phone, { phone: '+44 20 7946 0958' })).toBe('+44 20 7946 0958');
    expect(sortValue(phone, { phone: '5035550142' })).toBe('5035550142');
  });
});

describe('a row as a phone’s card', () => {
  it('takes the first text as the title, the first money as the amount, the status and the buttons', () => {
    expect(cardRoles(columns)).toEqual(['title', 'amount', 'detail', 'detail', 'detail', 'detail', 'actions']);
    const withStatus: Column<Order & { status: string }>[] = [
      { key: 'id', header: 'ID', type: 'id' },
      { key: 'customer', header: 'Customer', card: 'title' },
      { key: 'status', header: 'Status' },
      { key: 'totalCents', header: 'Total', type: 'money' },
      { key: 'tipCents', header: 'Tip', type: 'money', value: () => 0 },
    ];
    expect(cardRoles(withStatus)).toEqual(['detail', 'title', 'status', 'amount', 'detail']);
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
    expect(find('customer').minWidth).toBe(Math.max(MIN_WIDTH_BY_TYPE.text, headerMinWidth('Customer')));
    expect(find('paidAt').minWidth).toBe(MIN_WIDTH_BY_TYPE.datetime);
  });

  it('are never narrower than the longest word of their header (a header wraps between words only)', () => {
    expect(headerMinWidth('Membership Tier')).toBeGreaterThan(headerMinWidth('Tier'));
    expect(headerMinWidth('Membership Tier')).toBe(headerMinWidth('Membership'));
    const tier = toGridColumns([{ key: 'membershipTier', header: 'Membership Tier' }])[0]!;
    expect(tier.minWidth).toBe(Math.max(MIN_WIDTH_BY_TYPE.text, headerMinWidth('Membership')));
  });

  it('size a header by its words as the browser measures them when it can', () => {
    // A type where 'Transaction' is 150 px wide and every other word 10 px per letter.
    const measure = (word: string) => (word === 'Transaction' ? 150 : word.length * 10);
    expect(headerMinWidth('Transaction ID', measure)).toBe(headerMinWidth('Transaction', measure));
    expect(headerMinWidth('Transaction ID', measure) - headerMinWidth('Order Amount', measure)).toBe(150 - 60);
    const [id] = toGridColumns([{ key: 'transactionId', header: 'Transaction ID', type: 'id' }], [], measure);
    expect(id!.minWidth).toBe(headerMinWidth('Transaction', measure));
  });

  it('never make an id column narrower than its longest number', () => {
    const id = { key: 'orderId', header: 'ID', type: 'id' } as const;
    const [narrow] = toGridColumns([id], [{ orderId: 14468 }]);
    const [wide] = toGridColumns([id], [{ orderId: 1_234_567_890_123 }]);
    expect(narrow!.minWidth).toBe(MIN_WIDTH_BY_TYPE.id);
    expect(wide!.minWidth).toBeGreaterThan(MIN_WIDTH_BY_TYPE.id);
  });

  it('never make a money column narrower than its longest amount', () => {
    const total = byKey('totalCents');
    expect(figureMinWidth(total, [], 88)).toBe(88);
    const wide = figureMinWidth(total, [order, { ...order, totalCents: 123_456_789_00 }], 88);
    // '$12,345,678,900.00' is 18 characters: wider than the type's minimum.
    expect(wide).toBeGreaterThan(88);
    expect(wide).toBeGreaterThan(figureMinWidth(total, [order], 88));
    const sized = toGridColumns(columns, [{ ...order, totalCents: 123_456_789_00 }]);
    expect(sized.find((column) => column.field === 'totalCents')!.minWidth).toBe(wide);
  });

  it('draw a date and time on two lines: the day over the time', () => {
    const cell = find('paidAt').renderCell!({ formattedValue: format('paidAt') } as never) as ReactElement<{ text: string }>;
    expect(cell.props.text).toBe('11/22/2026, 3:04 PM');
  });

  it('keep figures and dates left to right inside an Arabic table, and let a text find its own direction', () => {
    const drawn = (field: string) => find(field).renderCell!({ formattedValue: format(field) } as never) as ReactElement<{ dir: string }>;
    expect(drawn('totalCents').type).toBe('bdi');
    expect(drawn('totalCents').props.dir).toBe('ltr');
    expect(drawn('placedOn').props.dir).toBe('ltr');
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
