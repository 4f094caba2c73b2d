import type { MembershipRow } from '@brewline/contracts/schemas/memberships';
import { Box, Button, Chip, Stack } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';

/** Membership Name, Price, Last Updated, Action; `onEdit` opens the Manage Membership dialog. */
export function useMembershipColumns(shopId: number, onEdit: (row: MembershipRow) => void): Column<MembershipRow>[] {
  const { t } = useTranslation('memberships');
  return useMemo(
    () => [
      {
        key: 'name',
        header: t('columns.name'),
        minWidth: 160,
        grow: 1.5,
        render: (row) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {row.name}
            </Box>
            {row.isPlatformMembership && <Chip size="small" label={t('badges.platform')} />}
            {row.isChainMembership && <Chip size="small" color="primary" variant="outlined" label={t('badges.chain')} />}
            {row.shopId !== null && row.shopId !== shopId && row.shopName && <Chip size="small" variant="outlined" label={row.shopName} />}
          </Stack>
        ),
      },
      { key: 'priceCents', header: t('columns.price'), type: 'money' },
      { key: 'updatedAt', header: t('columns.lastUpdated'), type: 'date' },
      {
        key: 'action',
        header: t('columns.action'),
        type: 'custom',
        minWidth: 160,
        render: (row) => (
          <Button
            size="small"
            variant="outlined"
            disabled={row.readOnlyReason === 'platformMembership'}
            onClick={() => onEdit(row)}
            aria-label={`${t('edit')}: ${row.name}`}
          >
            {t('edit')}
          </Button>
        ),
      },
    ],
    [t, shopId, onEdit],
  );
}
