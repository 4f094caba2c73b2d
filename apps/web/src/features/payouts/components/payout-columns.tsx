import type { PayoutRow, TransactionRow } from '@brewline/contracts/analytics';
import { ReceiptLongOutlined } from '@mui/icons-material';
import { Button } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';
import { formatDate } from '../../../lib/format';

/** The week a payout pays, as the old product labels it: the row date − 7 days through − 1 day ('11/09/2026 – 11/15/2026'). */
export const weekLabel = (row: Pick<PayoutRow, 'weekStart' | 'weekEnd'>) => `${formatDate(row.weekStart)} – ${formatDate(row.weekEnd)}`;

/** Payout History's columns: the row date and its week, the count, the sums and what was paid. */
export function usePayoutColumns(onOpen: (row: PayoutRow) => void): Column<PayoutRow>[] {
  const { t } = useTranslation('payouts');
  return useMemo(
    () => [
      {
        key: 'date',
        header: t('columns.date'),
        type: 'date',
        width: 160,
        sortable: false,
        // The date opens the payout's transactions: the first thing in the row, so a phone reaches it without scrolling.
        render: (row) => (
          <Button
            size="small"
            startIcon={<ReceiptLongOutlined />}
            onClick={() => onOpen(row)}
            aria-label={t('openLabel', { date: formatDate(row.date) })}
            sx={{ px: 0.5, minWidth: 0 }}
          >
            {formatDate(row.date)}
          </Button>
        ),
      },
      { key: 'week', header: t('columns.week'), minWidth: 195, grow: 1, value: weekLabel, sortable: false },
      { key: 'orderCount', header: t('columns.count'), type: 'number', width: 90, sortable: false },
      { key: 'subtotalCents', header: t('columns.subtotal'), type: 'money', width: 115, sortable: false },
      { key: 'taxCents', header: t('columns.tax'), type: 'money', width: 100, sortable: false },
      { key: 'tipCents', header: t('columns.tip'), type: 'money', width: 100, sortable: false },
      { key: 'discountCents', header: t('columns.discounts'), type: 'money', width: 110, sortable: false },
      { key: 'totalCents', header: t('columns.total'), type: 'money', width: 115, sortable: false },
      { key: 'feeCents', header: t('columns.fee'), type: 'money', width: 100, sortable: false },
      { key: 'paidCents', header: t('columns.paid'), type: 'money', width: 115, sortable: false },
    ],
    [t, onOpen],
  );
}

/** The reconciliation's transactions: what each one adds to the payout. */
export function useReconciliationColumns(): Column<TransactionRow>[] {
  const { t } = useTranslation('payouts');
  return useMemo(
    () => [
      { key: 'transactionId', header: t('columns.transactionId'), type: 'id', width: 120 },
      {
        key: 'type',
        header: t('columns.type'),
        minWidth: 150,
        grow: 1,
        value: (row) => t(`types.${row.type}`, { defaultValue: row.description }),
      },
      { key: 'orderId', header: t('columns.orderId'), type: 'id', width: 100 },
      { key: 'userName', header: t('columns.userName'), minWidth: 140, grow: 1 },
      { key: 'createdAt', header: t('columns.transactionDate'), type: 'datetime', width: 175 },
      { key: 'amountCents', header: t('columns.orderAmount'), type: 'money', width: 125 },
      { key: 'feeCents', header: t('columns.fee'), type: 'money', width: 100 },
      { key: 'netCents', header: t('columns.net'), type: 'money', width: 110 },
    ],
    [t],
  );
}
