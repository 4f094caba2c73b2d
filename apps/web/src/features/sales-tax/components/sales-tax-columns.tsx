import type { SalesTaxPeriod } from '@brewline/contracts/schemas/sales-tax';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';

/** A period as the reader's language writes it: 'January 2026', 'Q1 2026', '2026'. */
export function usePeriodName() {
  const { t, i18n } = useTranslation('sales-tax');
  return useMemo(() => {
    const month = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return (period: string) => {
      const [year, part] = period.split('-');
      if (part === undefined) return year!;
      if (part.startsWith('Q')) return t('quarter', { quarter: part.slice(1), year });
      return month.format(new Date(`${period}-01T00:00:00Z`));
    };
  }, [t, i18n.language]);
}

/** A period's row: its name, orders, taxable and non-taxable sales, tax collected and refunded, and the net tax. */
export function useSalesTaxColumns(): Column<SalesTaxPeriod>[] {
  const { t } = useTranslation('sales-tax');
  const periodName = usePeriodName();
  return useMemo(
    () => [
      {
        key: 'period',
        header: t('columns.period'),
        type: 'custom',
        minWidth: 130,
        grow: 1,
        card: 'title',
        // In the calendar's order already: sorted by its written name, April would come first.
        sortable: false,
        value: (row) => periodName(row.period),
        render: (row) => periodName(row.period),
      },
      { key: 'orders', header: t('columns.orders'), type: 'number', width: 90 },
      { key: 'taxableSalesCents', header: t('columns.taxable'), type: 'money', width: 130 },
      { key: 'nonTaxableSalesCents', header: t('columns.nonTaxable'), type: 'money', width: 140 },
      { key: 'taxCollectedCents', header: t('columns.collected'), type: 'money', width: 130 },
      { key: 'taxRefundedCents', header: t('columns.refunded'), type: 'money', width: 130 },
      { key: 'netTaxCents', header: t('columns.net'), type: 'money', width: 120, card: 'amount' },
    ],
    [t, periodName],
  );
}
