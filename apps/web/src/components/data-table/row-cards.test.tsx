// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../lib/i18n';
import type { Column } from './columns';
import { FIRST_CARDS, RowCards, type RowCardsProps } from './row-cards';

interface Member {
  id: number;
  name: string;
}

const ROWS: readonly Member[] = [
  { id: 1, name: 'Ada' },
  { id: 2, name: 'Grace' },
];
const idOf = (row: Member) => row.id;
const TEXTS: RowCardsProps<Member>['texts'] = {
  paginationRowsPerPage: 'Rows per page:',
  paginationDisplayedRows: ({ from, to, count }) => `${from}–${to} of ${count}`,
  paginationItemAriaLabel: (type) => `Go to ${type} page`,
};

/** One column, the name, drawn by `render`: made once, as a screen's columns are (the cards are memoized on them). */
const nameColumn = (render: (row: Member) => string): Column<Member>[] => [{ key: 'name', header: 'Name', render }];

/** A table's cards, with `pageSize` rows a page out of `rowCount`. */
const cardsOf = (columns: Column<Member>[], rows: readonly Member[], { page = 0, pageSize = rows.length, rowCount = rows.length } = {}) => (
  <RowCards<Member>
    label="Members List"
    columns={columns}
    rows={rows}
    getRowId={idOf}
    emptyText="No members"
    loading={false}
    paged
    rowCount={rowCount}
    state={{ page, pageSize, sort: null }}
    onStateChange={() => undefined}
    pageSizeOptions={[pageSize]}
    texts={TEXTS}
  />
);

afterEach(cleanup);

describe('the cards of a table on a phone', () => {
  it('does not draw the cards again when only the pager changes, and draws new rows when they come', async () => {
    const drawn: string[] = [];
    const drawName = (row: Member) => {
      drawn.push(row.name);
      return row.name;
    };
    const columns = nameColumn(drawName);
    const cards = (rows: readonly Member[], page: number) => cardsOf(columns, rows, { page, pageSize: 2, rowCount: 40 });
    const { rerender } = render(cards(ROWS, 0));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    drawn.length = 0;

    // The tap on the next page: the table around the cards is drawn at once, the rows are still the old page's.
    await act(async () => rerender(cards(ROWS, 1)));
    expect(drawn).toEqual([]);

    await act(async () => rerender(cards([{ id: 3, name: 'Edsger' }], 1)));
    expect(drawn).toEqual(['Edsger']);
    expect(screen.getByRole('listitem', { name: 'Edsger' })).toBeTruthy();
  });

  it('draws a long page’s first cards in the first commit, and the rest once those are on screen', async () => {
    // For each card drawn, how many cards were already on screen: none for the first commit's.
    const onScreenWhenDrawn: number[] = [];
    const drawName = (row: Member) => {
      onScreenWhenDrawn.push(document.querySelectorAll('[data-row-card]').length);
      return row.name;
    };
    const rows = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, name: `Member ${index + 1}` }));
    await act(async () => {
      render(cardsOf(nameColumn(drawName), rows));
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getAllByRole('listitem')[24]!.getAttribute('aria-label')).toBe('Member 25');
    // The first cards were drawn with none on screen; every later one after them (each card once more with them).
    expect(onScreenWhenDrawn.slice(0, FIRST_CARDS)).toEqual(Array(FIRST_CARDS).fill(0));
    expect(onScreenWhenDrawn.slice(FIRST_CARDS).every((count) => count === FIRST_CARDS)).toBe(true);
    expect(onScreenWhenDrawn.length).toBeGreaterThan(FIRST_CARDS);
  });
});
