import { MEMBERSHIP_STATS_PAGE_SIZE, statsGroupOf } from '@brewline/contracts/members';
import type { MembershipStats, MembershipStatRow } from '@brewline/contracts/schemas/members';
import { Box, Card, CardContent, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportButton } from '../../../components/data-table/export-button';
import { ReportFigure } from '../../../components/report-figure';
import { useNotice } from '../../../components/use-notice';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useShopId } from '../../../lib/session-store';
import { useMembershipStats } from '../api/get-membership-stats';
import { type MemberTab, type StatusCount, useStatRowColumns, useSummaryColumns } from '../components/stats-columns';
import { LoadError } from '../../../components/load-error';
import { lazyChart } from '../../../components/lazy-chart';

/** The chart and the Value tab bring the chart library: the summary's figures paint without them (see lazyChart). */
const ActiveMembersChart = lazyChart(async () => (await import('../components/active-members-chart')).ActiveMembersChart, 280);
const MembershipValueTab = lazy(async () => ({ default: (await import('../components/membership-value-tab')).MembershipValueTab }));

const PAGE_SIZES = [MEMBERSHIP_STATS_PAGE_SIZE, 25, 50];
type TabKey = 'summary' | MemberTab | 'value';
const TABS: TabKey[] = ['summary', 'active', 'cancelled', 'failed', 'value'];

/** /app/membership_stats: the summary with its figures and chart, the members of each group, and the spreadsheet. */
export function MembershipStatsPage() {
  const shopId = useShopId();
  return <Stats key={shopId} shopId={shopId} />;
}

/** The rows of each tab, grouped by contracts' statsGroupOf. */
function groupRows(rows: readonly MembershipStatRow[]) {
  const groups: Record<MemberTab, MembershipStatRow[]> = { active: [], cancelled: [], failed: [] };
  for (const row of rows) {
    const group = statsGroupOf(row);
    if (group) groups[group].push(row);
  }
  return groups;
}

const idOf = (row: MembershipStatRow) => row.id;
const statusOf = (row: StatusCount) => row.status;

function Stats({ shopId }: { shopId: number }) {
  const { t } = useTranslation('membership-stats');
  const notice = useNotice();
  const [tab, setTab] = useState<TabKey>('summary');
  const stats = useMembershipStats(shopId);
  const groups = useMemo(() => groupRows(stats.data?.rows ?? []), [stats.data]);
  const summaryColumns = useSummaryColumns();
  const activeColumns = useStatRowColumns('active');
  const cancelledColumns = useStatRowColumns('cancelled');
  const failedColumns = useStatRowColumns('failed');
  const columns = { active: activeColumns, cancelled: cancelledColumns, failed: failedColumns };

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        actions={
          <ExportButton
            label={t('download')}
            disabled={!stats.data}
            onError={() => notice.serverError(t('exportFailed'))}
            spreadsheet={() => ({
              fileName: 'MembershipStats',
              sheets: [
                { name: 'Summary', columns: summaryColumns, rows: stats.data?.summary.byStatus ?? [] },
                { name: 'Active Members', columns: activeColumns, rows: groups.active },
                { name: 'Cancelled Members', columns: cancelledColumns, rows: groups.cancelled },
                { name: 'Failed Renewals', columns: failedColumns, rows: groups.failed },
              ],
            })}
          />
        }
      />
      <Tabs
        value={tab}
        onChange={(_, value: TabKey) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('tabsLabel')}
      >
        {TABS.map((key) => (
          <Tab key={key} value={key} label={t(`tabs.${key}`)} id={`stats-tab-${key}`} aria-controls="stats-panel" />
        ))}
      </Tabs>
      {stats.isFetching && !stats.data && <LinearProgress aria-label={t('loading')} />}
      {stats.isError && <LoadError error={stats.error} onRetry={() => void stats.refetch()} />}
      <Box id="stats-panel" role="tabpanel" aria-labelledby={`stats-tab-${tab}`}>
        {tab === 'value' ? (
          <Suspense fallback={<LinearProgress aria-label={t('loading')} />}>
            <MembershipValueTab shopId={shopId} />
          </Suspense>
        ) : tab === 'summary' ? (
          <Summary stats={stats.data} loading={stats.isFetching} summaryColumns={summaryColumns} />
        ) : (
          <DataTable
            key={tab}
            label={t(`tabs.${tab}`)}
            columns={columns[tab]}
            rows={groups[tab]}
            getRowId={idOf}
            emptyText={t(`empty.${tab}`)}
            loading={stats.isFetching}
            pageSizeOptions={PAGE_SIZES}
            defaultPageSize={MEMBERSHIP_STATS_PAGE_SIZE}
            defaultSort={{
              key: tab === 'failed' ? 'failedRenewal' : tab === 'cancelled' ? 'cancelledDate' : 'approvedDate',
              direction: 'desc',
            }}
          />
        )}
      </Box>
    </Stack>
  );
}

function Summary({
  stats,
  loading,
  summaryColumns,
}: {
  stats: MembershipStats | undefined;
  loading: boolean;
  summaryColumns: ReturnType<typeof useSummaryColumns>;
}) {
  const { t } = useTranslation('membership-stats');
  const summary = stats?.summary;
  // The figures, the chart and the table come together: a table drawn while loading was pushed 600 px down the
  // phone's screen when the figures and chart arrived above it (CLS 0.63). The page's progress bar says it is loading.
  if (!summary) return null;
  return (
    <Stack spacing={3}>
      <Box
        data-testid="stats-figures"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' } }}
      >
        <ReportFigure label={t('figures.activeMembers')} value={formatNumber(summary.activeMembers)} />
        <ReportFigure label={t('figures.mrr')} value={formatMoney(summary.monthlyRecurringRevenueCents)} hint={t('figures.mrrHint')} />
        <ReportFigure label={t('figures.joins')} value={formatNumber(summary.joinsLast30Days)} />
        <ReportFigure label={t('figures.cancellations')} value={formatNumber(summary.cancellationsLast30Days)} />
        <ReportFigure
          label={t('figures.churn')}
          value={summary.churnRatePercent === null ? '—' : `${summary.churnRatePercent.toFixed(1)}%`}
          hint={t('figures.churnHint')}
        />
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('chart.title')}
          </Typography>
          <ActiveMembersChart monthly={summary.monthly} />
        </CardContent>
      </Card>
      <DataTable
        label={t('tabs.summary')}
        columns={summaryColumns}
        rows={summary.byStatus}
        getRowId={statusOf}
        emptyText={t('empty.summary')}
        loading={loading}
        // One row per status: a handful, never a second page.
        paged={false}
      />
    </Stack>
  );
}
