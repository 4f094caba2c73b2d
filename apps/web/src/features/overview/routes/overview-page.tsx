import type { OverviewCards, OverviewTiles } from '@brewline/contracts/schemas/analytics';
import type { NewOrderEvent } from '@brewline/contracts/schemas/order-events';
import { Box, Chip, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { memo, type ReactNode, useCallback, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { DrawnInTurn } from '../../../components/drawn-in-turn';
import { PageHeader } from '../../../components/page-header';
import { ReportCard } from '../../../components/report-card';
import { ChangeChip, type FigureComparison, ReportFigure } from '../../../components/report-figure';
import { useNotice } from '../../../components/use-notice';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { NOT_KEPT } from '../../../lib/kept-page';
import { useShopEntry } from '../../../lib/session-store';
import { type LiveStatus, useOrderEvents } from '../../../lib/use-order-events';
import { useOverviewCards, useOverviewTiles } from '../api/get-overview';
import { RushPanel } from '../components/rush-panel';
import { LoadError } from '../../../components/load-error';
import { lazyChart } from '../../../components/lazy-chart';

/**
 * The chart library is not part of the screen's own code (see lazyChart): it is fetched once the tiles have their
 * figures, by then after the first paint (decision 153).
 */
const CHART_HEIGHT = 240;
const YearSalesChart = lazyChart(async () => (await import('../components/year-sales-chart')).YearSalesChart, CHART_HEIGHT);

/**
 * /app/overview: four tiles for every member, the cards for holders of the analytics flag
 * (decision 088), refreshed live as orders arrive (decision 093). A shop not onboarded never gets here: the dashboard
 * frame sends it to /onboarding.
 */
export function OverviewPage() {
  const entry = useShopEntry();
  if (!entry.isOnboarded) return <Navigate to="/onboarding" replace />;
  return (
    <Overview
      key={entry.shopId}
      shopId={entry.shopId}
      analytics={entry.permissions.analytics}
      mayPause={entry.permissions.shopManagement}
    />
  );
}

/** Live marker: quiet, says only whether new orders appear by themselves. */
export function LiveChip({ status, label, waiting }: { status: LiveStatus; label: string; waiting: string }) {
  if (status === 'off') return null;
  const live = status === 'live';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={live ? 'success' : 'default'}
      label={live ? label : waiting}
      data-testid="live-status"
      // Whether orders come in live is not kept for the next visit's page (decision 315).
      {...{ [NOT_KEPT]: '' }}
      data-status={status}
      icon={
        <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: live ? 'success.main' : 'text.disabled', ml: 1 }} />
      }
    />
  );
}

function Overview({ shopId, analytics, mayPause }: { shopId: number; analytics: boolean; mayPause: boolean }) {
  const { t } = useTranslation('overview');
  const notice = useNotice();
  const tiles = useOverviewTiles(shopId);
  const cards = useOverviewCards(shopId, analytics);
  const onOrder = useCallback(
    (order: NewOrderEvent) => notice.success(t('newOrder', { number: order.orderId, name: order.customerName })),
    [notice, t],
  );
  const live = useOrderEvents(shopId, onOrder);
  const tilesShown = tiles.data !== undefined;
  useEffect(() => {
    if (analytics && tilesShown) void YearSalesChart.preload();
  }, [analytics, tilesShown]);
  // A failed load is logged; the screen shows a quiet Retry in its place (decision 095).
  useEffect(() => {
    if (tiles.error) console.warn('overview tiles failed', tiles.error);
    if (cards.error) console.warn('overview cards failed', cards.error);
  }, [tiles.error, cards.error]);
  const data = tiles.data;
  // The cards sit below the tiles (below the fold on a phone) and are most of the page's drawing: they are drawn in a
  // deferred render once their answer is in, so the tiles paint first and no single task holds both (decision 250).
  // Their skeleton, marked busy, stays until then.
  const cardsData = useDeferredValue(cards.data);

  return (
    <Stack spacing={3}>
      <PageHeader title={t('title')} aside={<LiveChip status={live} label={t('live')} waiting={t('liveWaiting')} />} />

      <RushPanel shopId={shopId} mayPause={mayPause} />

      {tiles.isError ? (
        <Failed error={tiles.error} onRetry={() => void tiles.refetch()} />
      ) : (
        <Box data-testid="overview-tiles" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <ReportFigure
            label={t('tiles.ordersToday')}
            value={data && formatNumber(data.ordersToday)}
            comparisons={data && todayAgainst(data, 'orders', t)}
            comparisonsToCome={todayComparedWith(t)}
          />
          <ReportFigure
            label={t('tiles.grossToday')}
            value={data && formatMoney(data.grossTodayCents)}
            comparisons={data && todayAgainst(data, 'grossCents', t)}
            comparisonsToCome={todayComparedWith(t)}
          />
          <ReportFigure label={t('tiles.customers')} value={data && formatNumber(data.customers)} />
          <ReportFigure label={t('tiles.averageSpent')} value={data && formatMoney(data.averageSpentCents)} />
        </Box>
      )}

      {analytics && (cards.isError ? <Failed error={cards.error} onRetry={() => void cards.refetch()} /> : <Cards cards={cardsData} />)}
    </Stack>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** What today's figures are compared with: yesterday and the same weekday last week, each up to the same hour (decision 185). */
const todayComparedWith = (t: Translate): [string, string] => [t('tiles.vsYesterday'), t('tiles.vsLastWeek')];

/** Today's orders or gross against yesterday and the same weekday last week (todayComparedWith, in its order). */
const todayAgainst = (tiles: OverviewTiles, figure: 'orders' | 'grossCents', t: Translate): FigureComparison[] => {
  const [vsYesterday, vsLastWeek] = todayComparedWith(t);
  return [
    { figure, change: tiles.yesterday.change[figure], against: vsYesterday },
    { figure, change: tiles.sameWeekdayLastWeek.change[figure], against: vsLastWeek },
  ];
};

/** Loading failures are logged; a careful product also says so quietly and offers Retry (decision 095). */
function Failed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('overview');
  return (
    <LoadError error={error} onRetry={onRetry}>
      {t('failed')}
    </LoadError>
  );
}

const percent = (value: number) => `${value.toFixed(1)}%`;

/** A small fixed list (4-5 rows): a plain table, no paging or sorting to offer (decision 095). */
function SmallTable({
  label,
  headers,
  rows,
  empty,
  wrap = [],
}: {
  label: string;
  headers: string[];
  rows: ReactNode[][];
  empty: string;
  /** Columns whose text may break over lines (a long date); figures never do. */
  wrap?: number[];
}) {
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {empty}
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((header, i) => (
              <TableCell key={header} align={i === 0 ? 'left' : 'right'} sx={{ fontWeight: 600, px: 1 }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, r) => (
            <TableRow key={r}>
              {cells.map((cell, i) => (
                <TableCell key={i} align={i === 0 ? 'left' : 'right'} sx={{ whiteSpace: wrap.includes(i) ? 'normal' : 'nowrap', px: 1 }}>
                  {i === 0 ? cell : <bdi dir="ltr">{cell}</bdi>}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * The cards below the tiles, drawn again only when their answer changes (not when the tiles' arrives), and first
 * drawn one per commit (DrawnInTurn): the chart's measure of the page and the four tables in one commit were a task of
 * 160 ms at a phone's speed.
 */
const Cards = memo(function Cards({ cards }: { cards: OverviewCards | undefined }) {
  const { t } = useTranslation('overview');
  if (!cards) {
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={200} />
        ))}
      </Box>
    );
  }
  const yearHasSales = cards.yearSales.some((row) => row.orders > 0);
  return (
    <Box
      data-testid="overview-cards"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <DrawnInTurn>
        <ReportCard title={t('cards.yearSales')} wide>
          {yearHasSales ? (
            <YearSalesChart months={cards.yearSales} height={CHART_HEIGHT} />
          ) : (
            <Typography color="text.secondary">{t('noData', { type: t('cards.yearSales') })}</Typography>
          )}
        </ReportCard>
        <ReportCard title={t('cards.popularProducts')}>
          <SmallTable
            label={t('cards.popularProducts')}
            headers={[t('columns.product'), t('columns.count'), t('columns.cost')]}
            rows={cards.popularProducts.rows.map((row) => [row.product, formatNumber(row.count), formatMoney(row.costCents)])}
            empty={t('noData', { type: t('cards.popularProducts') })}
          />
        </ReportCard>
        <ReportCard title={t('cards.recentOrders')}>
          <SmallTable
            label={t('cards.recentOrders')}
            headers={[t('columns.name'), t('columns.orderNum'), t('columns.date'), t('columns.spent')]}
            rows={cards.recentOrders.map((row) => [row.name, `#${row.orderNum}`, formatDateTime(row.date), formatMoney(row.spentCents)])}
            empty={t('noData', { type: t('cards.recentOrders') })}
            wrap={[2]}
          />
        </ReportCard>
        <ReportCard title={t('cards.recency')}>
          <SmallTable
            label={t('cards.recency')}
            headers={[t('columns.window'), t('columns.customers'), t('columns.percentageCurr'), t('columns.percentagePast')]}
            rows={cards.recency.map((row) => [
              t(`windows.${row.window}`),
              formatNumber(row.customers),
              percent(row.percentageCurr),
              percent(row.percentagePast),
            ])}
            empty={t('noData', { type: t('cards.recency') })}
          />
        </ReportCard>
        <ReportCard title={t('cards.frequency')}>
          {/* Whole days, yesterday the last (decision 310): the card says which. */}
          <Typography variant="body2" color="text.secondary" data-testid="frequency-week">
            {t('cards.frequencyWeek', { from: formatDate(cards.frequency.from), to: formatDate(cards.frequency.to) })}
          </Typography>
          <SmallTable
            label={t('cards.frequency')}
            headers={[t('columns.visits'), t('columns.customers'), t('columns.growth')]}
            rows={cards.frequency.rows.map((row) => [
              <bdi dir="ltr">{row.visits >= 5 ? `${row.visits}+` : row.visits}</bdi>,
              formatNumber(row.customers),
              // Coloured as the tiles are, by what is good for the shop (decisions 185 and 200): more customers came.
              <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <ChangeChip figure="customers" change={row.growth} />
              </Box>,
            ])}
            empty={t('noData', { type: t('cards.frequency') })}
          />
        </ReportCard>
        <ReportCard title={t('cards.newCustomers')}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="new-customers">
            <bdi dir="ltr">{formatNumber(cards.newCustomers.thisMonth)}</bdi>
          </Typography>
          <ChangeChip
            figure="customers"
            change={cards.newCustomers.growth}
            against={t('vsLastMonth', { count: formatNumber(cards.newCustomers.lastMonth) })}
          />
        </ReportCard>
      </DrawnInTurn>
    </Box>
  );
});
