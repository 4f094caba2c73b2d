import { TRANSACTION_COLUMNS } from '@brewline/contracts/analytics';
import type { TransactionRow } from '@brewline/contracts/schemas/analytics';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';
import { reportTableColumns } from '../../../components/report-columns';

/** Enough for 'Membership' or 'LOYAL10' on a line: longer names and codes wrap. */
const NAME_MIN_WIDTH = 96;

/**
 * The table's columns in the order contracts define them for the table and TransactionsData.xlsx
 * alike. Each key is the server's sort key (TRANSACTION_SORT_KEYS), so a click on any header sorts every row of the
 * range on the server.
 */
export function useTransactionColumns(): Column<TransactionRow>[] {
  const { t } = useTranslation('transactions');
  return useMemo(
    () =>
      reportTableColumns<TransactionRow, (typeof TRANSACTION_COLUMNS)[number]['key']>(TRANSACTION_COLUMNS, t, {
        // Widths come from each column's type (narrow ids and money, the date over its time, headers that wrap), so
        // the thirteen fit a laptop beside the folded sidebar; names and codes wrap rather than widen the table.
        type: { value: (row) => t(`types.${row.type}`, { defaultValue: row.description }) },
        userName: { minWidth: NAME_MIN_WIDTH },
        promoCode: { minWidth: NAME_MIN_WIDTH },
      }),
    [t],
  );
}
