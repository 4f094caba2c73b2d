import type { TipsReport } from '@brewline/contracts/schemas/tips';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { useDateRange } from '../../../components/date-range-fields';
import { ReportCard } from '../../../components/report-card';
import { ReportFigure } from '../../../components/report-figure';
import { ReportFrame } from '../../../components/report-frame';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useShopId } from '../../../lib/session-store';
import { useTips } from '../api/tips';
import { TipPoolCard } from '../components/tip-pool-card';
import { useDayColumns, useHourColumns } from '../components/tips-columns';

const PAGE_SIZES = [7, 14, 31, 100];

/** /app/tips: the tips of a range of the shop's business days, by day and by hour, and the range's tip pool. */
export function TipsPage() {
  const shopId = useShopId();
  return <Tips key={shopId} shopId={shopId} />;
}

function Tips({ shopId }: { shopId: number }) {
  const { t } = useTranslation('tips');
  const dates = useDateRange();
  const tips = useTips(shopId, dates.range);
  const report = tips.data;
  return (
    <ReportFrame
      title={t('title')}
      description={t('description')}
      range={{ value: dates.value, onChange: dates.setValue, startLabel: t('startDate'), endLabel: t('endDate') }}
      ready={dates.range !== null}
      loading={tips.isFetching}
      error={tips.error}
      onRetry={() => void tips.refetch()}
      failedText={t('loadFailed')}
    >
      <Figures report={report} />
      {/* A pool belongs to its range: another range starts from its own saved pool. */}
      {report && <TipPoolCard key={`${report.from}/${report.to}`} shopId={shopId} report={report} />}
      <TipsByDay report={report} loading={tips.isFetching} />
      <TipsByHour report={report} loading={tips.isFetching} />
    </ReportFrame>
  );
}

function Figures({ report }: { report: TipsReport | undefined }) {
  const { t } = useTranslation('tips');
  return (
    <Box
      data-testid="tips-figures"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      <ReportFigure label={t('figures.toShare')} value={report && formatMoney(report.tipCents)} hint={t('figures.toShareHint')} />
      <ReportFigure label={t('figures.onOrders')} value={report && formatMoney(report.orderTipCents)} />
      <ReportFigure label={t('figures.refunded')} value={report && formatMoney(report.refundedTipCents)} />
      <ReportFigure label={t('figures.orders')} value={report && formatNumber(report.orders)} />
    </Box>
  );
}

function TipsByDay({ report, loading }: { report: TipsReport | undefined; loading: boolean }) {
  const { t } = useTranslation('tips');
  return (
    <ReportCard title={t('byDay.title')}>
      <DataTable
        label={t('byDay.title')}
        columns={useDayColumns()}
        rows={report?.days ?? []}
        getRowId={(row) => row.day}
        emptyText={t('byDay.empty')}
        loading={loading}
        pageSizeOptions={PAGE_SIZES}
        defaultPageSize={7}
        defaultSort={{ key: 'day', direction: 'asc' }}
      />
    </ReportCard>
  );
}

function TipsByHour({ report, loading }: { report: TipsReport | undefined; loading: boolean }) {
  const { t } = useTranslation('tips');
  return (
    <ReportCard title={t('byHour.title')}>
      <DataTable
        label={t('byHour.title')}
        columns={useHourColumns()}
        rows={report?.hours ?? []}
        getRowId={(row) => row.hour}
        emptyText={t('byHour.empty')}
        loading={loading}
        pageSizeOptions={[24]}
        defaultPageSize={24}
      />
    </ReportCard>
  );
}
