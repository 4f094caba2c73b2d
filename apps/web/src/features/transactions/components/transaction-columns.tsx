import type { TransactionRow } from '@brewline/contracts/analytics';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';

/**
 * The table's columns in the old product's order. Each key is the server's sort key
 * (TRANSACTION_SORT_KEYS), so a click on any header sorts every row of the range on the server.
 */
export function useTransactionColumns(): Column<TransactionRow>[] {
  const { t } = useTranslation('transactions');
  return useMemo(
    () => [
      { key: 'transactionId', header: t('columns.transactionId'), type: 'id', width: 130 },
      {
        key: 'type',
        header: t('columns.type'),
        minWidth: 170,
        grow: 1,
        value: (row) => t(`types.${row.type}`, { defaultValue: row.description }),
      },
      { key: 'orderId', header: t('columns.orderId'), type: 'id', width: 105 },
      { key: 'userName', header: t('columns.userName'), minWidth: 150, grow: 1 },
      { key: 'createdAt', header: t('columns.date'), type: 'datetime', width: 185 },
      { key: 'subtotalCents', header: t('columns.subtotal'), type: 'money', width: 110 },
      { key: 'tipCents', header: t('columns.tip'), type: 'money', width: 95 },
      { key: 'taxCents', header: t('columns.tax'), type: 'money', width: 95 },
      { key: 'promoCode', header: t('columns.promoCode'), width: 130 },
      { key: 'discountCents', header: t('columns.discount'), type: 'money', width: 110 },
      { key: 'amountCents', header: t('columns.orderAmount'), type: 'money', width: 135 },
      { key: 'feeCents', header: t('columns.fee'), type: 'money', width: 95 },
      { key: 'netCents', header: t('columns.net'), type: 'money', width: 110 },
    ],
    [t],
  );
}
