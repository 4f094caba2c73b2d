import { type DayRange, downloadColumns } from '@brewline/contracts/analytics';
import {
  SHOPS_REPORT_COLUMNS,
  SHOPS_REPORT_EXPORT_NAME,
  type ShopsReportRow,
  type ChainFigure,
  shopsReportRow,
} from '@brewline/contracts/shops-report';
import type { ShopsReport } from '@brewline/contracts/schemas/shops-report';
import { Box, Link, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Column } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportButton } from '../../../components/data-table/export-button';
import { useDateRange } from '../../../components/date-range-fields';
import { ChangeChip, ReportFigure } from '../../../components/report-figure';
import { reportTableColumns } from '../../../components/report-columns';
import { ReportCard } from '../../../components/report-card';
import { ReportFrame } from '../../../components/report-frame';
import { useNotice } from '../../../components/use-notice';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { sessionStore, useShopId } from '../../../lib/session-store';
import { useShopsReport } from '../api/get-shops-report';

/** The chain's figures shown above the table, money or a count. */
const HEADLINE = [
  { key: 'grossCents', money: true },
  { key: 'orders', money: false },
  { key: 'averageOrderCents', money: true },
  { key: 'customers', money: false },
  { key: 'newCustomers', money: false },
  { key: 'activeMembers', money: false },
  { key: 'refundCents', money: true },
  { key: 'netCents', money: true },
] as const satisfies ReadonlyArray<{ key: ChainFigure; money: boolean }>;

/** What the Sales Overview opens with when a row of this report sends the owner there. */
export interface SalesOverviewArrival {
  range: DayRange;
}

/** /app/chain_shops: the chain's shops side by side for a range (decision 245). */
export function ShopsReportPage() {
  const shopId = useShopId();
  return <ShopsReportScreen key={shopId} shopId={shopId} />;
}

function ShopsReportScreen({ shopId }: { shopId: number }) {
  const { t } = useTranslation('shops-report');
  const { value, setValue, state, range } = useDateRange();
  const report = useShopsReport(shopId, range);
  const data = range ? report.data : undefined;
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
      {data && <ChainTotal report={data} />}
      {data && <ShopsTable report={data} />}
    </ReportFrame>
  );
}

/** The chain's total, each figure against the previous period. */
function ChainTotal({ report }: { report: ShopsReport }) {
  const { t } = useTranslation('shops-report');
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('comparedWith', { from: formatDate(report.previous.from), to: formatDate(report.previous.to) })}
      </Typography>
      <Box data-testid="chain-total" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {HEADLINE.map(({ key, money }) => {
          const format = money ? formatMoney : formatNumber;
          return (
            <ReportFigure
              key={key}
              label={t(`figures.${key}`)}
              value={format(report.total.figures[key])}
              comparisons={[
                {
                  figure: key,
                  change: report.total.change[key],
                  against: t('before', { value: `\u2066${format(report.total.previous[key])}\u2069` }),
                },
              ]}
            />
          );
        })}
      </Box>
    </Box>
  );
}

function useShopColumns(range: DayRange): { table: Column<ShopsReportRow>[]; download: Column<ShopsReportRow>[] } {
  const { t } = useTranslation('shops-report');
  const navigate = useNavigate();
  return useMemo(() => {
    const open = (row: ShopsReportRow) => {
      sessionStore.selectShop(row.shopId);
      void navigate('/app/sales_overview', { state: { range } satisfies SalesOverviewArrival });
    };
    // The table's change column sits beside Gross Sales, so its header says only 'Change'.
    const translate = (key: string) => t(key === 'columns.grossChange' ? 'columns.change' : key);
    const table = reportTableColumns<ShopsReportRow, keyof ShopsReportRow>(SHOPS_REPORT_COLUMNS, translate, {
      shopName: {
        card: 'title',
        minWidth: 140,
        grow: 2,
        render: (row) => (
          <Link
            component="button"
            type="button"
            onClick={() => open(row)}
            aria-label={t('open', { shop: row.shopName })}
            sx={{ textAlign: 'start' }}
          >
            {row.shopName}
          </Link>
        ),
      },
      grossCents: { card: 'amount' },
      grossCentsChange: { card: 'status', render: (row) => <ChangeChip figure="grossCents" change={row.grossCentsChange} /> },
      sharePercent: { render: (row) => `${formatNumber(row.sharePercent)}%` },
    });
    const download = downloadColumns(SHOPS_REPORT_COLUMNS).map((column): Column<ShopsReportRow> => ({
      key: column.key,
      header: t(`columns.${column.labelKey}`),
      type: column.kind,
    }));
    return { table, download };
  }, [navigate, range, t]);
}

/** Each shop's row; a shop's name opens its Sales Overview on the same range. */
function ShopsTable({ report }: { report: ShopsReport }) {
  const { t } = useTranslation('shops-report');
  const notice = useNotice();
  const columns = useShopColumns(report);
  const rows = useMemo(() => report.shops.map(shopsReportRow), [report]);
  const total = useMemo(
    () => shopsReportRow({ shopId: 0, shopName: t('allShops'), sharePercent: report.shops.length ? 100 : 0, ...report.total }),
    [report, t],
  );
  return (
    <ReportCard
      title={t('shops')}
      action={
        <ExportButton
          label={t('download')}
          disabled={rows.length === 0}
          onError={() => notice.serverError(t('exportFailed'))}
          spreadsheet={() => ({
            fileName: `${SHOPS_REPORT_EXPORT_NAME}-${report.from}-to-${report.to}`,
            sheets: [{ name: 'Shops', columns: columns.download, rows: [...rows, total] }],
          })}
        />
      }
    >
      <Typography variant="body2" color="text.secondary">
        {t('hint')}
      </Typography>
      <DataTable
        label={t('shops')}
        columns={columns.table}
        rows={rows}
        getRowId={(row) => row.shopId}
        emptyText={t('empty')}
        defaultSort={{ key: 'grossCents', direction: 'desc' }}
      />
    </ReportCard>
  );
}
