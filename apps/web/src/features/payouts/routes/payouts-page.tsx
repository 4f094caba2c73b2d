import { PAYOUTS_EXPORT_NAME, PAYOUTS_PAGE_SIZE } from '@brewline/contracts/analytics';
import type { PayoutRow } from '@brewline/contracts/schemas/analytics';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListTable } from '../../../components/list-frame';
import { DataTable } from '../../../components/data-table/data-table';
import { ServerDownloadButton } from '../../../components/data-table/server-download-button';
import { ReportCard } from '../../../components/report-card';
import { ReportFrame } from '../../../components/report-frame';
import { useNotice } from '../../../components/use-notice';
import { useShopId } from '../../../lib/session-store';
import { payoutsExportPath, usePayouts } from '../api/get-payouts';
import { usePayoutColumns } from '../components/payout-columns';
import { ReconciliationDialog } from '../components/reconciliation-dialog';

const PAGE_SIZES = [PAYOUTS_PAGE_SIZE];
const idOf = (row: PayoutRow) => row.payoutId;

/** /app/payouts: Payout History, 10 a page, newest first, its download, and each payout's reconciliation. */
export function PayoutsPage() {
  const shopId = useShopId();
  return <Payouts key={shopId} shopId={shopId} />;
}

function Payouts({ shopId }: { shopId: number }) {
  const { t } = useTranslation('payouts');
  const notice = useNotice();
  const table = useListTable({ pageSize: PAYOUTS_PAGE_SIZE });
  const payouts = usePayouts(shopId, table.state.page + 1);
  const [open, setOpen] = useState<PayoutRow | null>(null);
  const columns = usePayoutColumns(useCallback((row: PayoutRow) => setOpen(row), []));
  const total = payouts.data?.total ?? 0;

  return (
    <ReportFrame
      title={t('title')}
      description={t('hint')}
      loading={false}
      error={payouts.error}
      onRetry={() => void payouts.refetch()}
      failedText={t('loadFailed')}
    >
      <ReportCard
        title={t('history')}
        action={
          <ServerDownloadButton
            label={t('download')}
            path={payoutsExportPath(shopId)}
            fileName={`${PAYOUTS_EXPORT_NAME}.xlsx`}
            disabled={total === 0}
            onError={(error) => {
              console.error(error);
              notice.serverError(t('exportFailed'));
            }}
          />
        }
      >
        <DataTable
          label={t('history')}
          columns={columns}
          rows={payouts.data?.rows ?? []}
          getRowId={idOf}
          emptyText={t('empty')}
          loading={payouts.isFetching}
          pageSizeOptions={PAGE_SIZES}
          server={table.server(total)}
        />
      </ReportCard>
      <ReconciliationDialog shopId={shopId} payout={open} onClose={() => setOpen(null)} />
    </ReportFrame>
  );
}
