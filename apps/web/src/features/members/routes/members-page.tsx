import { MEMBERS_PAGE_SIZE } from '@brewline/contracts/members';
import type { MemberRow, MembersQuery } from '@brewline/contracts/schemas/members';
import { Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportButton } from '../../../components/data-table/export-button';
import { ListFrame, useListTable } from '../../../components/list-frame';
import { useNotice } from '../../../components/use-notice';
import { useShopId } from '../../../lib/session-store';
import { FIRST_MEMBERS_QUERY, getAllMembers, useMembers } from '../api/get-members';
import { useMemberColumns } from '../components/member-columns';
import { PendingRequests } from '../components/pending-requests';

const PAGE_SIZES = [MEMBERS_PAGE_SIZE, 50, 100];

/** /app/members: the shop's member requests (25 a page, last updated newest first), or only the pending ones with their answers. */
export function MembersPage() {
  const shopId = useShopId();
  return <Members key={shopId} shopId={shopId} />;
}

type View = 'all' | 'pending';

function Members({ shopId }: { shopId: number }) {
  const { t } = useTranslation('members');
  const [view, setView] = useState<View>('all');
  return (
    <Stack spacing={3}>
      <PageHeader title={t('title')} />
      <Tabs
        value={view}
        onChange={(_, value: View) => setView(value)}
        aria-label={t('viewLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="all" label={t('views.all')} />
        <Tab value="pending" label={t('views.pending')} />
      </Tabs>
      {view === 'all' ? <MembersList shopId={shopId} /> : <PendingRequests shopId={shopId} />}
    </Stack>
  );
}

const idOf = (row: MemberRow) => row.id;

function MembersList({ shopId }: { shopId: number }) {
  const { t } = useTranslation('members');
  const notice = useNotice();
  const table = useListTable({
    pageSize: FIRST_MEMBERS_QUERY.pageSize,
    sort: { key: FIRST_MEMBERS_QUERY.sort, direction: FIRST_MEMBERS_QUERY.order },
  });
  const { page, pageSize, sort } = table.state;
  const query = {
    page,
    pageSize,
    sort: (sort?.key ?? FIRST_MEMBERS_QUERY.sort) as MembersQuery['sort'],
    order: sort?.direction ?? FIRST_MEMBERS_QUERY.order,
  };
  const members = useMembers(shopId, query);
  const columns = useMemberColumns(shopId);

  return (
    <Stack spacing={2}>
      <ListFrame
        description={t('subtitle')}
        exportButton={
          <ExportButton
            label={t('download')}
            disabled={!members.data || members.data.total === 0}
            onError={() => notice.serverError(t('exportFailed'))}
            spreadsheet={async () => ({
              fileName: 'Members',
              sheets: [{ name: 'Members', columns, rows: await getAllMembers(shopId, { sort: query.sort, order: query.order }) }],
            })}
          />
        }
        error={members.error}
        onRetry={() => void members.refetch()}
      >
        <DataTable
          label={t('tableLabel')}
          columns={columns}
          rows={members.data?.rows ?? []}
          getRowId={idOf}
          emptyText={t('empty')}
          loading={members.isFetching}
          pageSizeOptions={PAGE_SIZES}
          server={table.server(members.data?.total ?? 0)}
        />
      </ListFrame>
    </Stack>
  );
}
