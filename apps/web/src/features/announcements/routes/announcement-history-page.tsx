import { ANNOUNCEMENT_HISTORY_PAGE_SIZE } from '@brewline/contracts/announcements';
import type { Announcement } from '@brewline/contracts/schemas/announcements';
import { Button, Stack } from '@mui/material';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '../../../components/confirm';
import { DataTable } from '../../../components/data-table/data-table';
import { ListFrame, useListTable } from '../../../components/list-frame';
import { useNotice } from '../../../components/use-notice';
import { useHistory } from '../api/get-history';
import { useRetractAnnouncement } from '../api/retract-announcement';
import { useHistoryColumns } from '../components/history-columns';
import { useShopId } from '../../../lib/session-store';

const PAGE_SIZES = [ANNOUNCEMENT_HISTORY_PAGE_SIZE];
const idOf = (row: Announcement) => row.announcementId;

/** /app/announcementHistory: what the shop has announced, 10 a page, with a one-way Retract. */
export function AnnouncementHistoryPage() {
  const shopId = useShopId();
  return <History shopId={shopId} />;
}

function History({ shopId }: { shopId: number }) {
  const { t } = useTranslation('announcements');
  const notice = useNotice();
  const confirm = useConfirm();
  const table = useListTable({ pageSize: ANNOUNCEMENT_HISTORY_PAGE_SIZE });
  const history = useHistory(shopId, { page: table.state.page, pageSize: table.state.pageSize });
  const retract = useRetractAnnouncement(shopId);

  // Asks first (decision 048): a retraction takes the announcement out of the app for good.
  const onRetract = useCallback(
    async (row: Announcement) => {
      if (!(await confirm({ text: t('retractConfirm') }))) return;
      retract.mutate(row.announcementId, {
        // 'Error Retracting Update', 5 s.
        onError: () => notice.validation('announcementRetractFailed', t('retractErrorTitle')),
      });
    },
    [confirm, notice, retract, t],
  );
  const columns = useHistoryColumns(onRetract, retract.isPending ? (retract.variables ?? null) : null);

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('historyTitle')}
        description={t('historySubtitle')}
        actions={
          <Button component={RouterLink} to="/app/announcements" variant="contained">
            {t('newAnnouncement')}
          </Button>
        }
      />
      <ListFrame error={history.error} onRetry={() => void history.refetch()}>
        <DataTable
          label={t('historyTitle')}
          columns={columns}
          rows={history.data?.rows ?? []}
          getRowId={idOf}
          emptyText={t('empty')}
          loading={history.isFetching}
          pageSizeOptions={PAGE_SIZES}
          server={table.server(history.data?.total ?? 0)}
        />
      </ListFrame>
    </Stack>
  );
}
