import { presetRange } from '@brewline/contracts/analytics';
import { shownTiers, valueVerdict } from '@brewline/contracts/membership-value';
import type { MembershipValue, SpendFigures } from '@brewline/contracts/schemas/membership-value';
import { Box, MenuItem, Stack, TextField, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { ServerDownloadButton } from '../../../components/data-table/server-download-button';
import { todayUtc, useDateRange } from '../../../components/date-range-fields';
import { ReportCard } from '../../../components/report-card';
import { ReportFrame } from '../../../components/report-frame';
import { useNotice } from '../../../components/use-notice';
import { membershipValueExport, useMembershipValue } from '../api/get-membership-value';
import type { ValueTier } from '../api/query-keys';
import { valueFormat, type ValueFormat } from './value-format';

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

/** The Value tab's formats in the reader's language. */
function useValueFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => valueFormat(i18n.language), [i18n.language]);
}

/** The Value tab of Membership Stats (decision 240): what each tier returned against what it gave away, by month. */
export function MembershipValueTab({ shopId }: { shopId: number }) {
  const { t } = useTranslation('membership-stats');
  const notice = useNotice();
  const dates = useDateRange(presetRange('lastMonth', todayUtc()));
  const [tier, setTier] = useState<ValueTier>('all');
  const value = useMembershipValue(shopId, dates.range, tier);
  const report = useMemo(() => (value.data ? asShown(value.data) : undefined), [value.data]);
  const format = useValueFormat();
  const columns = useValueColumns(format);
  const totals = useMemo(() => (report ? totalRows(report, t('value.nonMembers')) : []), [report, t]);
  const months = useMemo(() => (report ? monthRows(report) : []), [report]);

  return (
    <ReportFrame
      title={t('value.title')}
      range={{ value: dates.value, onChange: dates.setValue }}
      filters={
        <TextField
          select
          size="small"
          label={t('value.columns.tier')}
          value={String(tier)}
          onChange={(event) => setTier(event.target.value === 'all' ? 'all' : Number(event.target.value))}
          sx={{ width: { xs: '100%', md: 220 } }}
        >
          <MenuItem value="all">{t('value.allTiers')}</MenuItem>
          {(value.data?.tierChoices ?? []).map((choice) => (
            <MenuItem key={choice.membershipId} value={String(choice.membershipId)}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
      }
      ready={dates.range !== null}
      loading={value.isFetching}
      error={value.error}
      onRetry={() => void value.refetch()}
      failedText={t('value.loadFailed')}
    >
      {report && (
        <Stack spacing={3}>
          <Typography color="text.secondary" data-testid="value-months">
            {t('value.monthsCounted', { months: format.months(report.months[0]!, report.months[report.months.length - 1]!) })}
          </Typography>
          <ReportCard
            title={t('value.verdicts')}
            action={
              <ServerDownloadButton
                label={t('value.download')}
                {...membershipValueExport(shopId, { from: report.from, to: report.to }, tier)}
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
                const period = t('value.period', { months: format.months(verdict.fromMonth, verdict.toMonth) });
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

/** The report as the screen shows it: the contracts' tiers shown (the download holds the same). */
const asShown = (report: MembershipValue): MembershipValue => ({ ...report, tiers: shownTiers(report) });

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

type Format = ValueFormat;

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
          {
            position: theme.direction === 'rtl' ? 'right' : 'left',
            // Whole-dollar compact ticks ('$800', '$1.2K', '-$2.5K') in a width that holds them in every language:
            // full amounts with cents were cut ('$1,000…'), and a measured ('auto') width cut '$200' to '$2…'.
            width: 72,
            valueFormatter: (cents: number, context: AxisValueFormatterContext) =>
              context.location === 'tick' ? format.axisMoney(cents) : format.money(cents),
          },
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
