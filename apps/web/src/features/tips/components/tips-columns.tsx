import type { TipPoolShare, TipsDay, TipsHour } from '@brewline/contracts/schemas/tips';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';

/** An hour of the shop's day as the reader's language writes a time span: '7:00 AM – 8:00 AM', '07:00–08:00'. */
export function hourSpan(hour: number, locale: string): string {
  const at = (h: number) => new Date(Date.UTC(2026, 0, 1, h % 24));
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).formatRange(at(hour), at(hour + 1));
}

/** Tips by day: the shop's business day, its orders, the orders' tips and the tips its refunds gave back. */
export function useDayColumns(): Column<TipsDay>[] {
  const { t } = useTranslation('tips');
  return useMemo(
    () => [
      { key: 'day', header: t('columns.day'), type: 'date', minWidth: 120, grow: 1, card: 'title' },
      { key: 'orders', header: t('columns.orders'), type: 'number', width: 100 },
      { key: 'tipCents', header: t('columns.tips'), type: 'money', width: 120, card: 'amount' },
      { key: 'refundedTipCents', header: t('columns.refunded'), type: 'money', width: 150 },
    ],
    [t],
  );
}

/** Tips by hour of the day, over the whole range. */
export function useHourColumns(): Column<TipsHour>[] {
  const { t, i18n } = useTranslation('tips');
  return useMemo(
    () => [
      {
        key: 'hour',
        header: t('columns.hour'),
        type: 'custom',
        minWidth: 170,
        grow: 1,
        card: 'title',
        // In the day's order already; sorting the written times would put 1 PM before 7 AM.
        sortable: false,
        value: (row) => hourSpan(row.hour, i18n.language),
        render: (row) => hourSpan(row.hour, i18n.language),
      },
      { key: 'orders', header: t('columns.orders'), type: 'number', width: 100 },
      { key: 'tipCents', header: t('columns.tips'), type: 'money', width: 120, card: 'amount' },
    ],
    [t, i18n.language],
  );
}

/** The pool's download: each person, their hours and their share. */
export function useShareColumns(): Column<TipPoolShare>[] {
  const { t } = useTranslation('tips');
  return useMemo(
    () => [
      { key: 'name', header: t('columns.person'), minWidth: 140, grow: 1 },
      { key: 'hours', header: t('columns.hours'), type: 'number', width: 100 },
      { key: 'shareCents', header: t('columns.share'), type: 'money', width: 120 },
    ],
    [t],
  );
}
