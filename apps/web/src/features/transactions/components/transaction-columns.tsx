import { TRANSACTION_COLUMNS, type TransactionRow } from '@brewline/contracts/analytics';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';
import { reportTableColumns } from '../../../components/report-columns';

/**
 * The table's columns in the old product's order, as contracts define them for the table and TransactionsData.xlsx
 * alike. Each key is the server's sort key (TRANSACTION_SORT_KEYS), so a click on any header sorts every row of the
 * range on the server.
 */
export function useTransactionColumns(): Column<TransactionRow>[] {
  const { t } = useTranslation('transactions');
  return useMemo(
    () =>
      reportTableColumns<TransactionRow, (typeof TRANSACTION_COLUMNS)[number]['key']>(TRANSACTION_COLUMNS, t, {
        transactionId: { width: 130 },
        type: { minWidth: 170, grow: 1, value: (row) => t(`types.${row.type}`, { defaultValue: row.description }) },
        orderId: { width: 105 },
        userName: { minWidth: 150, grow: 1 },
        createdAt: { width: 185 },
        subtotalCents: { width: 110 },
        tipCents: { width: 95 },
        taxCents: { width: 95 },
        promoCode: { width: 130 },
        discountCents: { width: 110 },
        amountCents: { width: 135 },
        feeCents: { width: 95 },
        netCents: { width: 110 },
      }),
    [t],
  );
}
