import { presetRange } from '@brewline/contracts/analytics';
import { DAY_CLOSE_EXPORT_NAME } from '@brewline/contracts/day-close';
import type { DayCloseDay, DayCloseReport } from '@brewline/contracts/schemas/day-close';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportButton } from '../../../components/data-table/export-button';
import { todayUtc, useDateRange } from '../../../components/date-range-fields';
import { ReportCard } from '../../../components/report-card';
import { ReportFigure } from '../../../components/report-figure';
import { ReportFrame } from '../../../components/report-frame';
import { useNotice } from '../../../components/use-notice';
import { formatMoney } from '../../../lib/format';
import { useShopId } from '../../../lib/session-store';
import { useDayClose } from '../api/day-close';
import { dayRows, useDayCloseColumns, usePayoutLineColumns } from '../components/day-close-columns';

const PAGE_SIZES = [8, 15, 32, 100];

/** /app/day_close: each business day of a range (yesterday first) with its totals, and its payouts reconciled. */
export function DayClosePage() {
  const shopId = useShopId();
  return <DayClose key={shopId} shopId={shopId} />;
}

function DayClose({ shopId }: { shopId: number }) {
  const { t } = useTranslation('day-close');
  const notice = useNotice();
  const dates = useDateRange(presetRange('yesterday', todayUtc()));
  const close = useDayClose(shopId, dates.range);
  const report = close.data;
  const salesColumns = useDayCloseColumns('sales');
  const moneyColumns = useDayCloseColumns('money');
  const allColumns = useDayCloseColumns('all');
  const payoutColumns = usePayoutLineColumns();
  return (
    <ReportFrame
      title={t('title')}
      description={t('description')}
      range={{ value: dates.value, onChange: dates.setValue, startLabel: t('startDate'), endLabel: t('endDate') }}
      ready={dates.range !== null}
      loading={close.isFetching}
      error={close.error}
      onRetry={() => void close.refetch()}
      failedText={t('loadFailed')}
    >
      <Figures report={report} />
      <ReportCard
        title={t('sales')}
        action={
          <ExportButton
            label={t('download')}
            disabled={!report}
            onError={(error) => {
              console.error(error);
              notice.serverError(t('exportFailed'));
            }}
            spreadsheet={() => ({
              fileName: DAY_CLOSE_EXPORT_NAME,
              sheets: [
                { name: t('days'), columns: allColumns, rows: dayRows(report!) },
                { name: t('payouts'), columns: payoutColumns, rows: report!.payouts },
              ],
            })}
          />
        }
      >
        <DayTable label={t('sales')} columns={salesColumns} report={report} loading={close.isFetching} />
      </ReportCard>
      <ReportCard title={t('collected')}>
        <DayTable label={t('collected')} columns={moneyColumns} report={report} loading={close.isFetching} />
      </ReportCard>
      <ReportCard title={t('payouts')}>
        <DataTable
          label={t('payouts')}
          columns={payoutColumns}
          rows={report?.payouts ?? []}
          getRowId={(row) => String(row.payoutId)}
          emptyText={t('noPayouts')}
          loading={close.isFetching}
          pageSizeOptions={[10]}
          defaultPageSize={10}
        />
      </ReportCard>
    </ReportFrame>
  );
}

function DayTable({
  label,
  columns,
  report,
  loading,
}: {
  label: string;
  columns: Column<DayCloseDay>[];
  report: DayCloseReport | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('day-close');
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={report ? dayRows(report) : []}
      getRowId={(row) => row.day}
      emptyText={t('empty')}
      loading={loading}
      pageSizeOptions={PAGE_SIZES}
      defaultPageSize={8}
    />
  );
}

function Figures({ report }: { report: DayCloseReport | undefined }) {
  const { t } = useTranslation('day-close');
  const total = report?.total;
  const difference = report?.payouts.filter((line) => line.payoutId !== null).reduce((sum, line) => sum + line.differenceCents, 0);
  return (
    <Box
      data-testid="day-close-figures"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      <ReportFigure label={t('figures.netSales')} value={total && formatMoney(total.netSalesCents)} hint={t('figures.netSalesHint')} />
      <ReportFigure
        label={t('figures.collected')}
        value={total && formatMoney(total.totalCollectedCents)}
        hint={t('figures.collectedHint')}
      />
      <ReportFigure label={t('figures.net')} value={total && formatMoney(total.netCents)} hint={t('figures.netHint')} />
      <ReportFigure
        label={t('figures.difference')}
        value={difference !== undefined ? formatMoney(difference) : undefined}
        hint={t('figures.differenceHint')}
      />
    </Box>
  );
}
