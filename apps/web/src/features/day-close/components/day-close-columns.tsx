import { DAY_CLOSE_COLUMNS, DAY_CLOSE_PAYOUT_COLUMNS } from '@brewline/contracts/day-close';
import type { DayCloseDay, DayClosePayout, DayCloseReport } from '@brewline/contracts/schemas/day-close';
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

/**
 * The screen shows the day's columns in two tables that each fit a laptop: what it sold (`sales`), and what it gave
 * back, collected and was paid (`money`); the download (`all`) has every column in one sheet.
 */
export type DayColumnPart = 'sales' | 'money' | 'all';
const SALES_KEYS: ReadonlySet<string> = new Set([
  'orders',
  'grossSalesCents',
  'itemDiscountCents',
  'memberDiscountCents',
  'promoDiscountCents',
  'netSalesCents',
  'taxCents',
  'tipCents',
  'complimentaryValueCents',
]);
const inPart = (part: DayColumnPart, key: string) => part === 'all' || key === 'day' || SALES_KEYS.has(key) === (part === 'sales');
type PayoutColumnKey = (typeof DAY_CLOSE_PAYOUT_COLUMNS)[number]['key'];

/** The day tables' columns as contracts define them for the tables and DayClose.xlsx; in the days' order, none sorts. */
export function useDayCloseColumns(part: DayColumnPart): Column<DayCloseDay>[] {
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
      netSalesCents: { sortable: false, card: part === 'sales' ? 'amount' : undefined },
      netCents: { sortable: false, card: 'amount' },
      payoutId: { sortable: false, value: (row) => row.payoutId ?? '' },
    });
    const shown = columns.filter((column) => inPart(part, column.key));
    // The download also says when the day's payout was paid.
    if (part !== 'all') return shown;
    return [...shown, { key: 'paidOn', header: t('columns.paidOn'), type: 'date', sortable: false }] as Column<DayCloseDay>[];
  }, [t, part]);
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
        // The download writes the payout's number (empty: not paid yet); the screen says which.
        render: (row) => (row.payoutId === null ? t('notPaid') : `#${row.payoutId}`),
      },
      paidCents: { sortable: false, card: 'amount' },
    });
  }, [t]);
}
