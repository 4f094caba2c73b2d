import { canDeactivate, type PromoStatus } from '@brewline/contracts/promo-codes';
import type { PromoCode } from '@brewline/contracts/schemas/promo-codes';
import { Button, Chip } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';
import { formatMoney } from '../../../lib/format';

const STATUS_COLOR: Record<PromoStatus, 'success' | 'default' | 'warning'> = { active: 'success', expired: 'warning', disabled: 'default' };

/** '15%' or '$3.00': a code's value in its unit. */
export const promoValueText = (row: { valueUnit: string; value: number }) =>
  row.valueUnit === 'percent' ? `${row.value}%` : formatMoney(Math.round(row.value * 100));

const dollarsOrNone = (value: number | null, none: string) => (value === null ? none : formatMoney(Math.round(value * 100)));

/**
 * Promo Code List's columns: the code and its value, its status and the Deactivate action on
 * active codes only, its return (decision 104), then its rules, which the column chooser shows (decision 175).
 * The server orders the rows newest id first.
 */
export function usePromoCodeColumns(onDeactivate: (row: PromoCode) => void, busyId: number | null): Column<PromoCode>[] {
  const { t } = useTranslation('promo-codes');
  return useMemo(() => {
    const none = t('none');
    const noLimit = t('noLimit');
    return [
      { key: 'code', header: t('columns.code'), minWidth: 110, grow: 1, render: (row) => <span dir="ltr">{row.code}</span> },
      { key: 'value', header: t('columns.value'), width: 76, value: (row) => row.value, render: (row) => promoValueText(row) },
      {
        key: 'status',
        header: t('columns.status'),
        type: 'custom',
        width: 100,
        value: (row) => t(`status.${row.status}`),
        render: (row) => <Chip size="small" color={STATUS_COLOR[row.status]} label={t(`status.${row.status}`)} />,
      },
      {
        key: 'action',
        header: t('columns.action'),
        type: 'custom',
        width: 124,
        sortable: false,
        exported: false,
        render: (row) =>
          canDeactivate(row.status) ? (
            <Button
              size="small"
              variant="outlined"
              color="warning"
              disabled={busyId === row.promoCodeId}
              onClick={() => onDeactivate(row)}
              aria-label={t('list.deactivateLabel', { code: row.code })}
            >
              {t('list.deactivate')}
            </Button>
          ) : null,
      },
      { key: 'redemptions', header: t('columns.redemptions'), type: 'number', width: 96 },
      { key: 'discountCents', header: t('columns.discountGiven'), type: 'money', width: 88 },
      { key: 'grossCents', header: t('columns.gross'), type: 'money', width: 88 },
      { key: 'newCustomers', header: t('columns.newCustomers'), type: 'number', width: 92 },
      {
        key: 'segment',
        header: t('columns.segment'),
        minWidth: 150,
        value: (row) =>
          row.segment ? t('list.segmentFor', { segment: t(`segments.${row.segment}`), count: row.segmentCustomers ?? 0 }) : '',
      },
      { key: 'cameBack', header: t('columns.cameBack'), width: 92, value: (row) => row.cameBack ?? '' },
      { key: 'startDate', header: t('columns.startDate'), type: 'date', width: 100, optional: true },
      { key: 'endDate', header: t('columns.endDate'), type: 'date', width: 100, optional: true },
      {
        key: 'minValue',
        header: t('columns.minValue'),
        width: 100,
        optional: true,
        value: (row) => row.minValue,
        render: (row) => dollarsOrNone(row.minValue, none),
      },
      {
        key: 'maxValue',
        header: t('columns.maxValue'),
        width: 100,
        optional: true,
        value: (row) => row.maxValue,
        render: (row) => dollarsOrNone(row.maxValue, none),
      },
      {
        key: 'userRedeemCount',
        header: t('columns.userRedeemCount'),
        width: 110,
        optional: true,
        value: (row) => row.userRedeemCount ?? noLimit,
      },
      {
        key: 'totalRedeemCount',
        header: t('columns.totalRedeemCount'),
        width: 110,
        optional: true,
        value: (row) => row.totalRedeemCount ?? noLimit,
      },
      {
        key: 'newUsersOnly',
        header: t('columns.newUsersOnly'),
        width: 110,
        optional: true,
        value: (row) => (row.newUsersOnly ? t('yes') : t('no')),
      },
      { key: 'valueUnit', header: t('columns.unit'), width: 100, optional: true, value: (row) => t(`units.${row.valueUnit}`) },
      { key: 'description', header: t('columns.description'), minWidth: 160, grow: 1, optional: true },
      { key: 'createdAt', header: t('columns.created'), type: 'date', width: 100, optional: true },
    ];
  }, [t, onDeactivate, busyId]);
}
