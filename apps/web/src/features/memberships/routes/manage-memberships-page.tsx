import { MEMBERSHIPS_PAGE_SIZE } from '@brewline/contracts/memberships';
import type { MembershipRow } from '@brewline/contracts/schemas/memberships';
import { Button, Stack } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { DataTable } from '../../../components/data-table/data-table';
import { useShopId } from '../../../lib/session-store';
import { useMemberships } from '../api/get-memberships';
import { useMembershipColumns } from '../components/membership-columns';
import { MembershipDialog } from '../components/membership-dialog';
import { ListFrame } from '../../../components/list-frame';

const PAGE_SIZES = [MEMBERSHIPS_PAGE_SIZE];
const rowIdOf = (row: MembershipRow) => row.membershipId;

/** /app/manage_memberships: the tiers the shop sees, 25 a page, and the Manage Membership dialog. */
export function ManageMembershipsPage() {
  const shopId = useShopId();
  return <ManageMemberships shopId={shopId} />;
}

function ManageMemberships({ shopId }: { shopId: number }) {
  const { t } = useTranslation('memberships');
  const memberships = useMemberships(shopId);
  /** The dialog: closed (undefined), a new tier (null) or a tier's id. */
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const onEdit = useCallback((row: MembershipRow) => setEditing(row.membershipId), []);
  const columns = useMembershipColumns(shopId, onEdit);

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        actions={
          <Button variant="contained" onClick={() => setEditing(null)}>
            {t('addTier')}
          </Button>
        }
      />
      <ListFrame error={memberships.error} onRetry={() => void memberships.refetch()}>
        <DataTable
          label={t('tableLabel')}
          columns={columns}
          rows={memberships.data ?? []}
          getRowId={rowIdOf}
          emptyText={t('empty')}
          loading={memberships.isFetching}
          pageSizeOptions={PAGE_SIZES}
          defaultPageSize={MEMBERSHIPS_PAGE_SIZE}
        />
      </ListFrame>
      {editing !== undefined && <MembershipDialog shopId={shopId} membershipId={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
