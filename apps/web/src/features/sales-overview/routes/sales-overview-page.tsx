import type { SalesReport, SalesTotals } from '@brewline/contracts/schemas/analytics';
import type { NewOrderEvent } from '@brewline/contracts/schemas/order-events';
import { Box, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Column } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportButton } from '../../../components/data-table/export-button';
import { useDateRange } from '../../../components/date-range-fields';
import { DrawnInTurn } from '../../../components/drawn-in-turn';
import { ChangeChip, ReportFigure } from '../../../components/report-figure';
import { ReportCard } from '../../../components/report-card';
import { ReportFrame } from '../../../components/report-frame';
import { useNotice } from '../../../components/use-notice';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { useShopId } from '../../../lib/session-store';
import { useOrderEvents } from '../../../lib/use-order-events';
import { useSalesReport } from '../api/get-sales';
import { DailySalesChart, TimeOfDayChart, WeekdayChart } from '../components/sales-charts';

/** The money lines of the category/amount report, in the order a reader adds them up (decision 090). */
const REPORT_LINES = [
  'grossCents',
  'discountCents',
  'taxCents',
  'tipCents',
  'orderAmountCents',
  'refundCents',
  'duesCents',
  'duesRefundCents',
  'totalCents',
  'feeCents',
  'netCents',
] as const satisfies ReadonlyArray<keyof SalesTotals>;

/** The headline figures compared with the previous period of the same length (decision 090). */
const COMPARED = [
  { key: 'grossCents', money: true },
  { key: 'orders', money: false },
  { key: 'totalCents', money: true },
  { key: 'netCents', money: true },
] as const satisfies ReadonlyArray<{ key: keyof SalesTotals; money: boolean }>;

interface ReportRow {
  key: (typeof REPORT_LINES)[number];
  category: string;
  amountCents: number;
  previousCents: number;
  change: number | null;
}

/** /app/sales_overview, live (decision 093). */
export function SalesOverviewPage() {
  const shopId = useShopId();
  return <SalesOverview key={shopId} shopId={shopId} />;
}

function SalesOverview({ shopId }: { shopId: number }) {
  const { t } = useTranslation('sales-overview');
  const notice = useNotice();
  // A row of the chain's Shops report opens this screen on the range it was reading.
  const arrival = useLocation().state as { range?: { from: string; to: string } } | null;
  const { value, setValue, state, range } = useDateRange(arrival?.range);
  const report = useSalesReport(shopId, range);
  const onOrder = useCallback(
    (order: NewOrderEvent) => notice.success(t('newOrder', { number: order.orderId, name: order.customerName })),
    [notice, t],
  );
  useOrderEvents(shopId, onOrder);
  // A failed load is logged; the screen shows a quiet Retry in its place (decision 095).
  useEffect(() => {
    if (report.error) console.warn('sales report failed', report.error);
  }, [report.error]);
  const data = range ? report.data : undefined;
  const empty = data !== undefined && data.totals.orders === 0 && data.totals.totalCents === 0;

  return (
    <ReportFrame
      title={t('title')}
      range={{ value, onChange: setValue }}
      ready={state.kind !== 'empty'}
      loading={range !== null && report.isFetching}
      error={range && !data ? report.error : null}
      onRetry={() => void report.refetch()}
      failedText={t('failed')}
    >
      {data && <Comparison report={data} />}
      {data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {/* One chart per commit: each measures the page as it mounts. */}
          <DrawnInTurn>
            <ReportCard
              title={t('charts.daily')}
              wide
              action={
                !empty && (
                  <ExportButton
                    label={t('downloadDaily')}
                    onError={() => notice.serverError(t('exportFailed'))}
                    spreadsheet={() => ({
                      fileName: `DailySales-${data.from}-to-${data.to}`,
                      sheets: [{ name: 'Daily Sales', columns: dailyColumns(t), rows: data.daily }],
                    })}
                  />
                )
              }
            >
              {empty ? (
                <NoData type={t('charts.daily')} />
              ) : (
                <DailySalesChart daily={data.daily} label={t('charts.daily')} series={t('grossSales')} />
              )}
            </ReportCard>
            <ReportCard title={t('charts.weekday')}>
              {empty ? (
                <NoData type={t('charts.weekday')} />
              ) : (
                <WeekdayChart weekdays={data.weekdays} label={t('charts.weekday')} series={t('averageGross')} />
              )}
            </ReportCard>
            <ReportCard title={t('charts.timeOfDay')}>
              {empty ? (
                <NoData type={t('charts.timeOfDay')} />
              ) : (
                <TimeOfDayChart hours={data.timeOfDay} label={t('charts.timeOfDay')} series={t('grossSales')} />
              )}
            </ReportCard>
          </DrawnInTurn>
        </Box>
      )}
      {data && <ReportTable report={data} />}
    </ReportFrame>
  );
}

function NoData({ type }: { type: string }) {
  const { t } = useTranslation('sales-overview');
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {t('noDataForRange', { type })}
    </Typography>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

const dailyColumns = (t: Translate): Column<SalesReport['daily'][number]>[] => [
  { key: 'day', header: t('columns.day'), type: 'date' },
  { key: 'orders', header: t('columns.orders'), type: 'number' },
  { key: 'grossCents', header: t('grossSales'), type: 'money' },
];

/** Each headline figure against the previous period of the same length, with the change in percent. */
function Comparison({ report }: { report: SalesReport }) {
  const { t } = useTranslation('sales-overview');
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="previous-period">
        {t('comparedWith', { from: formatDate(report.previous.from), to: formatDate(report.previous.to) })}
      </Typography>
      <Box data-testid="sales-figures" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {COMPARED.map(({ key, money }) => {
          const format = money ? formatMoney : formatNumber;
          return (
            <ReportFigure
              key={key}
              label={t(`figures.${key}`)}
              value={format(report.totals[key])}
              comparisons={[
                {
                  figure: key,
                  change: report.change[key] ?? null,
                  against: t('before', { value: `\u2066${format(report.previous.totals[key])}\u2069` }),
                },
              ]}
            />
          );
        })}
      </Box>
    </Box>
  );
}

function useReportColumns(): Column<ReportRow>[] {
  const { t } = useTranslation('sales-overview');
  return useMemo(
    () => [
      { key: 'category', header: t('columns.category'), type: 'text', grow: 2, minWidth: 150 },
      { key: 'amountCents', header: t('columns.amount'), type: 'money', minWidth: 110 },
      { key: 'previousCents', header: t('columns.previous'), type: 'money', minWidth: 120 },
      {
        key: 'change',
        header: t('columns.change'),
        type: 'custom',
        value: (row) => row.change,
        render: (row) => <ChangeChip figure={row.key} change={row.change} />,
        minWidth: 90,
      },
    ],
    [t],
  );
}

/** The category/amount report: every money line of the range beside the previous period's. */
function ReportTable({ report }: { report: SalesReport }) {
  const { t } = useTranslation('sales-overview');
  const notice = useNotice();
  const columns = useReportColumns();
  const rows: ReportRow[] = REPORT_LINES.map((key) => ({
    key,
    category: t(`lines.${key}`),
    amountCents: report.totals[key],
    previousCents: report.previous.totals[key],
    change: report.change[key] ?? null,
  }));
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('reportTitle')}
        </Typography>
        <ExportButton
          label={t('downloadReport')}
          onError={() => notice.serverError(t('exportFailed'))}
          spreadsheet={() => ({
            fileName: `SalesReport-${report.from}-to-${report.to}`,
            sheets: [{ name: 'Sales Report', columns, rows }],
          })}
        />
      </Stack>
      <DataTable
        label={t('reportTitle')}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.key}
        emptyText={t('noData')}
        pageSizeOptions={[REPORT_LINES.length]}
        defaultPageSize={REPORT_LINES.length}
      />
    </Stack>
  );
}
