// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../lib/i18n';
import type { Column } from './columns';
import { RowCards, type RowCardsProps } from './row-cards';

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

afterEach(cleanup);

describe('the cards of a table on a phone', () => {
  it('does not draw the cards again when only the pager changes, and draws new rows when they come', async () => {
    const drawn: string[] = [];
    const columns: Column<Member>[] = [
      {
        key: 'name',
        header: 'Name',
        render: (row) => {
          drawn.push(row.name);
          return row.name;
        },
      },
    ];
    const cards = (rows: readonly Member[], page: number) => (
      <RowCards<Member>
        label="Members List"
        columns={columns}
        rows={rows}
        getRowId={idOf}
        emptyText="No members"
        loading={false}
        paged
        rowCount={40}
        state={{ page, pageSize: 2, sort: null }}
        onStateChange={() => undefined}
        pageSizeOptions={[2]}
        texts={TEXTS}
      />
    );
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
});
