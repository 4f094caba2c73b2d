import { MEMBER_STATUS_LABELS, type MemberStatus } from '@brewline/contracts/members';
import type { MembershipStatRow } from '@brewline/contracts/schemas/members';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';

export interface StatusCount {
  status: MemberStatus;
  count: number;
}

/** A status as the screens name it ('approved' reads 'Active'), from the contracts' message table. */
export function useStatusLabel() {
  const { t } = useTranslation('messages');
  return useCallback((status: MemberStatus) => t(MEMBER_STATUS_LABELS[status]), [t]);
}

/** The Summary's count per status, for its table and its sheet. */
export function useSummaryColumns(): Column<StatusCount>[] {
  const { t } = useTranslation('membership-stats');
  const statusLabel = useStatusLabel();
  return useMemo(
    () => [
      { key: 'status', header: t('columns.status'), minWidth: 160, grow: 1, value: (row) => statusLabel(row.status) },
      { key: 'count', header: t('columns.count'), type: 'number', minWidth: 100 },
    ],
    [t, statusLabel],
  );
}

export type MemberTab = 'active' | 'cancelled' | 'failed';

/** The member tabs' columns (a stat row's fields); each tab shows the date that matters to it. */
export function useStatRowColumns(tab: MemberTab): Column<MembershipStatRow>[] {
  const { t } = useTranslation('membership-stats');
  const statusLabel = useStatusLabel();
  return useMemo(() => {
    const columns: Column<MembershipStatRow>[] = [
      { key: 'name', header: t('columns.name'), minWidth: 100, grow: 1, card: 'title' },
      { key: 'email', header: t('columns.email'), minWidth: 150, grow: 1.4 },
      { key: 'phone', header: t('columns.phone'), type: 'phone' },
      { key: 'membershipTier', header: t('columns.tier'), minWidth: 100, grow: 1 },
      { key: 'status', header: t('columns.status'), minWidth: 110, value: (row) => statusLabel(row.status) },
      { key: 'price', header: t('columns.price'), type: 'money', value: (row) => row.priceCents },
      { key: 'signupDate', header: t('columns.signupDate'), type: 'date' },
      { key: 'approvedDate', header: t('columns.approvedDate'), type: 'date' },
    ];
    if (tab === 'cancelled')
      columns.push({
        key: 'cancelledDate',
        header: t('columns.cancelledDate'),
        type: 'date',
        value: (row) => row.cancelledDate ?? row.requestCancelledDate,
      });
    if (tab === 'failed') columns.push({ key: 'failedRenewal', header: t('columns.failedRenewal'), type: 'date' });
    return columns;
  }, [t, statusLabel, tab]);
}
