import { presetRange } from '@brewline/contracts/analytics';
import { type MembershipValue, type SpendFigures, valueVerdict } from '@brewline/contracts/membership-value';
import { Box, Stack, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { ServerDownloadButton } from '../../../components/data-table/server-download-button';
import { todayUtc, useDateRange } from '../../../components/date-range-fields';
import { ReportCard, ReportFrame } from '../../../components/report-frame';
import { useNotice } from '../../../components/use-notice';
import { membershipValueExport, useMembershipValue } from '../api/get-membership-value';

/** A row of the tables: a tier's (or the non-members') figures over the range or of one month. */
interface ValueRow extends SpendFigures {
  id: string;
  name: string;
  month: string | null;
  /** Null for the non-members, who have no dues, comps or subsidies. */
  duesCollectedCents: number | null;
  compItems: number | null;
  compValueCents: number | null;
  subsidyCents: number | null;
  netCents: number | null;
}

/** Money and numbers in the reader's language (Arabic digits in Arabic, a comma for decimals in French...). */
function useLocaleFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const locale = i18n.language;
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    const wholeMoney = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
    const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const shortMonth = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
    const at = (key: string) => new Date(`${key}-01T00:00:00.000Z`);
    return {
      money: (cents: number | null) => (cents === null ? '—' : money.format(cents / 100)),
      /** The chart's axis: '$1.2K', short enough for its width. */
      axisMoney: (cents: number) => wholeMoney.format(cents / 100),
      count: (value: number | null) => (value === null ? '—' : count.format(value)),
      month: (key: string) => month.format(at(key)),
      shortMonth: (key: string) => shortMonth.format(at(key)),
    };
  }, [i18n.language]);
}

/** The Value tab of Membership Stats (decision 240): what each tier returned against what it gave away, by month. */
export function MembershipValueTab({ shopId }: { shopId: number }) {
  const { t } = useTranslation('membership-stats');
  const notice = useNotice();
  const dates = useDateRange(presetRange('lastMonth', todayUtc()));
  const value = useMembershipValue(shopId, dates.range);
  const report = value.data;
  const format = useLocaleFormat();
  const columns = useValueColumns(format);
  const totals = useMemo(() => (report ? totalRows(report, t('value.nonMembers')) : []), [report, t]);
  const months = useMemo(() => (report ? monthRows(report) : []), [report]);

  return (
    <ReportFrame
      title={t('value.title')}
      range={{ value: dates.value, onChange: dates.setValue }}
      ready={dates.range !== null}
      loading={value.isFetching}
      error={value.error}
      onRetry={() => void value.refetch()}
      failedText={t('value.loadFailed')}
    >
      {report && (
        <Stack spacing={3}>
          <Typography color="text.secondary" data-testid="value-months">
            {t('value.monthsCounted', {
              from: format.month(report.months[0]!),
              to: format.month(report.months[report.months.length - 1]!),
            })}
          </Typography>
          <ReportCard
            title={t('value.verdicts')}
            action={
              <ServerDownloadButton
                label={t('value.download')}
                {...membershipValueExport(shopId, { from: report.from, to: report.to })}
                onError={(error) => {
                  console.error(error);
                  notice.serverError(t('exportFailed'));
                }}
              />
            }
          >
            <Stack component="ul" spacing={1} sx={{ m: 0, pl: 0, listStyle: 'none' }} data-testid="value-verdicts">
              {report.tiers.map((tier) => {
                const verdict = valueVerdict(tier, report.months);
                const period =
                  verdict.fromMonth === verdict.toMonth
                    ? t('value.periodOne', { month: format.month(verdict.fromMonth) })
                    : t('value.period', { from: format.month(verdict.fromMonth), to: format.month(verdict.toMonth) });
                return (
                  <Typography component="li" key={tier.membershipId ?? 'all'} data-tier={tier.name}>
                    {t(`value.verdict.${verdict.kind}`, {
                      tier: tier.membershipId === null ? t('value.allTiers') : tier.name,
                      amount: format.money(verdict.amountCents),
                      period,
                    })}
                  </Typography>
                );
              })}
            </Stack>
          </ReportCard>
          <ReportCard title={t('value.chartTitle')}>
            <NetChart report={report} format={format} />
          </ReportCard>
          <DataTable
            label={t('value.totalsTable')}
            columns={columns.totals}
            rows={totals}
            getRowId={idOf}
            emptyText={t('value.empty')}
            loading={value.isFetching}
            paged={false}
          />
          <DataTable
            label={t('value.monthsTable')}
            columns={columns.months}
            rows={months}
            getRowId={idOf}
            emptyText={t('value.empty')}
            loading={value.isFetching}
            pageSizeOptions={[12, 24, 48]}
            defaultPageSize={12}
          />
          <Typography variant="caption" color="text.secondary">
            {t('value.meaning')}
          </Typography>
        </Stack>
      )}
    </ReportFrame>
  );
}

const idOf = (row: ValueRow) => row.id;

function totalRows(report: MembershipValue, nonMembers: string): ValueRow[] {
  return [
    ...report.tiers.map((tier) => ({ id: `tier-${tier.membershipId ?? 'all'}`, name: tier.name, month: null, ...tier.totals })),
    {
      id: 'non-members',
      name: nonMembers,
      month: null,
      duesCollectedCents: null,
      compItems: null,
      compValueCents: null,
      subsidyCents: null,
      netCents: null,
      ...report.nonMembers.totals,
    },
  ];
}

function monthRows(report: MembershipValue): ValueRow[] {
  return report.tiers.flatMap((tier) =>
    tier.months.map((entry) => ({ id: `${tier.membershipId ?? 'all'}-${entry.month}`, name: tier.name, ...entry })),
  );
}

type Format = ReturnType<typeof useLocaleFormat>;

function useValueColumns(format: Format) {
  const { t } = useTranslation('membership-stats');
  return useMemo(() => {
    const money = (key: keyof ValueRow & string, header: string): Column<ValueRow> => ({
      key,
      header,
      type: 'money',
      value: (row) => row[key] as number | null,
      render: (row) => <bdi>{format.money(row[key] as number | null)}</bdi>,
    });
    const count = (key: keyof ValueRow & string, header: string): Column<ValueRow> => ({
      key,
      header,
      type: 'number',
      value: (row) => row[key] as number | null,
      render: (row) => <bdi>{format.count(row[key] as number | null)}</bdi>,
    });
    const figures: Column<ValueRow>[] = [
      money('duesCollectedCents', t('value.columns.dues')),
      count('compItems', t('value.columns.compItems')),
      money('compValueCents', t('value.columns.compValue')),
      money('subsidyCents', t('value.columns.subsidies')),
      money('netCents', t('value.columns.net')),
      count('orders', t('value.columns.orders')),
      money('grossCents', t('value.columns.gross')),
      count('visitsPerMonth', t('value.columns.visits')),
      money('averageOrderCents', t('value.columns.averageOrder')),
    ];
    const name: Column<ValueRow> = { key: 'name', header: t('value.columns.tier'), card: 'title', minWidth: 120 };
    const month: Column<ValueRow> = {
      key: 'month',
      header: t('value.columns.month'),
      value: (row) => row.month,
      render: (row) => (row.month ? format.month(row.month) : ''),
    };
    return { totals: [name, ...figures], months: [name, month, ...figures] };
  }, [t, format]);
}

/** The net of each tier by month (all tiers together left out: it is their sum). */
function NetChart({ report, format }: { report: MembershipValue; format: Format }) {
  const { t } = useTranslation('membership-stats');
  const theme = useTheme();
  const tiers = report.tiers.filter((tier) => tier.membershipId !== null);
  const palette = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.success.main, theme.palette.warning.main];
  return (
    <Box sx={{ position: 'relative', width: '100%', minWidth: 0 }} role="figure" aria-label={t('value.chartLabel')}>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: report.months.map(format.shortMonth), reverse: theme.direction === 'rtl' }]}
        yAxis={[
          { position: theme.direction === 'rtl' ? 'right' : 'left', width: 64, valueFormatter: (cents: number) => format.money(cents) },
        ]}
        series={tiers.map((tier, index) => ({
          data: tier.months.map((entry) => entry.netCents),
          label: tier.name,
          color: palette[index % palette.length],
          valueFormatter: (cents: number | null) => format.money(cents),
        }))}
        margin={{ left: 8, right: 8, top: 16, bottom: 8 }}
      />
    </Box>
  );
}
