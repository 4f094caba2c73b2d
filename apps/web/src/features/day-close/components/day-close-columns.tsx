import {
  DAY_CLOSE_COLUMNS,
  DAY_CLOSE_PAYOUT_COLUMNS,
  type DayCloseDay,
  type DayClosePayout,
  type DayCloseReport,
} from '@brewline/contracts/day-close';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';
import { type ColumnDisplay, reportTableColumns } from '../../../components/report-columns';
import { formatDate } from '../../../lib/format';

/** The totals row's `day`: it comes last and reads 'Total'. */
export const TOTAL_DAY = 'total';

/** The day table's rows: the days, then the totals row (no payout). */
export const dayRows = (report: DayCloseReport): DayCloseDay[] => [
  ...report.days,
  { ...report.total, day: TOTAL_DAY, payoutId: null, paidOn: null, payoutParts: [] },
];

type DayColumnKey = (typeof DAY_CLOSE_COLUMNS)[number]['key'];
type PayoutColumnKey = (typeof DAY_CLOSE_PAYOUT_COLUMNS)[number]['key'];

/** The day table's columns as contracts define them for the table and DayClose.xlsx; in the days' order, none sorts. */
export function useDayCloseColumns(): Column<DayCloseDay>[] {
  const { t } = useTranslation('day-close');
  return useMemo(() => {
    const display: Partial<Record<DayColumnKey, ColumnDisplay<DayCloseDay>>> = Object.fromEntries(
      DAY_CLOSE_COLUMNS.map((column) => [column.key, { sortable: false }]),
    );
    const columns = reportTableColumns<DayCloseDay, DayColumnKey>(DAY_CLOSE_COLUMNS, t, {
      ...display,
      day: {
        sortable: false,
        minWidth: 110,
        card: 'title',
        // The download keeps the day as YYYY-MM-DD text, which sorts; the screen writes it as the other reports do.
        value: (row) => (row.day === TOTAL_DAY ? t('total') : row.day),
        render: (row) => (row.day === TOTAL_DAY ? <strong>{t('total')}</strong> : formatDate(row.day)),
      },
      netCents: { sortable: false, card: 'amount' },
      payoutId: { sortable: false, value: (row) => row.payoutId ?? '' },
    });
    return [
      ...columns,
      // The download says when the day's payout was paid.
      { key: 'paidOn', header: t('columns.paidOn'), type: 'date', optional: true, sortable: false },
    ] as Column<DayCloseDay>[];
  }, [t]);
}

/** The payout lines' columns: the week, the net of the range's days and of its others, the difference, what was paid. */
export function usePayoutLineColumns(): Column<DayClosePayout>[] {
  const { t } = useTranslation('day-close');
  return useMemo(() => {
    const display: Partial<Record<PayoutColumnKey, ColumnDisplay<DayClosePayout>>> = Object.fromEntries(
      DAY_CLOSE_PAYOUT_COLUMNS.map((column) => [column.key, { sortable: false }]),
    );
    return reportTableColumns<DayClosePayout, PayoutColumnKey>(DAY_CLOSE_PAYOUT_COLUMNS, t, {
      ...display,
      payoutId: {
        sortable: false,
        card: 'title',
        minWidth: 110,
        value: (row) => (row.payoutId === null ? t('notPaid') : `#${row.payoutId}`),
      },
      paidCents: { sortable: false, card: 'amount' },
    });
  }, [t]);
}
