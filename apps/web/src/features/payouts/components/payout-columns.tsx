import { PAYOUT_COLUMNS } from '@brewline/contracts/analytics';
import type { PayoutRow, TransactionRow } from '@brewline/contracts/schemas/analytics';
import { ReceiptLongOutlined } from '@mui/icons-material';
import { Button } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';
import { type ColumnDisplay, reportTableColumns } from '../../../components/report-columns';
import { formatDate } from '../../../lib/format';

/** The week a payout pays: the row date − 7 days through − 1 day ('11/09/2026 – 11/15/2026'). */
export const weekLabel = (row: Pick<PayoutRow, 'weekStart' | 'weekEnd'>) => `${formatDate(row.weekStart)} – ${formatDate(row.weekEnd)}`;

type PayoutColumnKey = (typeof PAYOUT_COLUMNS)[number]['key'];

/**
 * Payout History's columns as contracts define them for the table and PayoutsData.xlsx alike: the row date and its
 * week, the orders the payout pays, the sums and what was paid. The server pages them newest first; none sorts.
 */
export function usePayoutColumns(onOpen: (row: PayoutRow) => void): Column<PayoutRow>[] {
  const { t } = useTranslation('payouts');
  return useMemo(() => {
    const unsorted = (display: ColumnDisplay<PayoutRow> = {}) => ({ sortable: false, ...display });
    return reportTableColumns<PayoutRow, PayoutColumnKey>(PAYOUT_COLUMNS, t, {
      date: unsorted({
        // The date, its icon and the button's padding on one line.
        minWidth: 136,
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
      }),
      // The week wraps at its dash; the figures are as wide as their amounts (the data table's column types).
      week: unsorted({ value: weekLabel }),
      orderCount: unsorted(),
      subtotalCents: unsorted(),
      taxCents: unsorted(),
      tipCents: unsorted(),
      discountCents: unsorted(),
      totalCents: unsorted(),
      feeCents: unsorted(),
      // On a phone's card the large figure is what was paid: the figure the owner came for.
      paidCents: unsorted({ card: 'amount' }),
    });
  }, [t, onOpen]);
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
