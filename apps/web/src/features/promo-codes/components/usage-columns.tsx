import type { PromoUsageRow } from '@brewline/contracts/schemas/promo-codes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';
import { promoValueText } from './promo-code-columns';

/**
 * Promo Code Usage's columns: the code, who used it, the order (its number, date and
 * total) and the discount the code gave, then the code's value, unit and creation date. Newest redemption first.
 */
export function useUsageColumns(): Column<PromoUsageRow>[] {
  const { t } = useTranslation('promo-codes');
  return useMemo(
    () => [
      {
        key: 'code',
        header: t('columns.code'),
        minWidth: 110,
        grow: 1,
        sortable: false,
        render: (row) => <span dir="ltr">{row.code}</span>,
      },
      { key: 'userName', header: t('columns.userName'), minWidth: 110, grow: 1, sortable: false },
      { key: 'orderId', header: t('columns.orderId'), type: 'id', width: 80, sortable: false },
      { key: 'orderDateTime', header: t('columns.orderDate'), type: 'datetime', sortable: false },
      { key: 'orderTotalCents', header: t('columns.orderTotal'), type: 'money', width: 88, sortable: false },
      { key: 'discountCents', header: t('columns.discount'), type: 'money', width: 88, sortable: false },
      {
        key: 'value',
        header: t('columns.value'),
        width: 76,
        sortable: false,
        value: (row) => row.value,
        render: (row) => promoValueText(row),
      },
      { key: 'valueUnit', header: t('columns.unit'), width: 90, sortable: false, value: (row) => t(`units.${row.valueUnit}`) },
      { key: 'promoCodeCreatedAt', header: t('columns.created'), type: 'date', width: 100, sortable: false },
    ],
    [t],
  );
}
