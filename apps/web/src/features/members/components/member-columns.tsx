import type { MemberRow } from '@brewline/contracts/schemas/members';
import { Chip, Link } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../../components/data-table/columns';
import { useShopEntry } from '../../../lib/session-store';
import { MemberActions } from './member-actions';
import { useStatusLabel } from './status-label';

/** The Members list's columns (the member row plus action buttons); the spreadsheet leaves the buttons out. */
export function useMemberColumns(shopId: number): Column<MemberRow>[] {
  const { t } = useTranslation('members');
  const statusLabel = useStatusLabel();
  // The email opens the member's customer profile for a user who may read it (decision 289).
  const analytics = useShopEntry().permissions.analytics;
  return useMemo(
    () => [
      { key: 'membershipTier', header: t('columns.tier'), minWidth: 100, grow: 1 },
      {
        key: 'name',
        header: t('columns.name'),
        minWidth: 100,
        grow: 1,
        card: 'title',
        render: (row) => (
          <Link component={RouterLink} to={`/app/member_details?id=${row.id}`}>
            {row.name}
          </Link>
        ),
      },
      {
        key: 'email',
        header: t('columns.email'),
        minWidth: 150,
        grow: 1.4,
        render: analytics
          ? (row) => (
              <Link component={RouterLink} to={`/app/customers/${row.userId}`} aria-label={t('customerProfile', { name: row.name })}>
                {row.email}
              </Link>
            )
          : undefined,
      },
      { key: 'phone', header: t('columns.phone'), type: 'phone' },
      {
        key: 'status',
        header: t('columns.status'),
        minWidth: 110,
        value: (row) => statusLabel(row.status),
        render: (row) => (
          <Chip
            size="small"
            label={statusLabel(row.status)}
            color={row.status === 'approved' ? 'success' : row.status === 'pending' ? 'warning' : 'default'}
          />
        ),
      },
      { key: 'lastUpdated', header: t('columns.lastUpdated'), type: 'datetime' },
      { key: 'price', header: t('columns.price'), type: 'money', value: (row) => row.priceCents },
      {
        key: 'actions',
        header: t('columns.action'),
        type: 'custom',
        // The buttons wrap onto a second line rather than widen the table.
        minWidth: 150,
        grow: 1,
        render: (row) => <MemberActions shopId={shopId} member={row} />,
      },
    ],
    [t, statusLabel, shopId, analytics],
  );
}
