import type { OverviewCards } from '@brewline/contracts/schemas/analytics';
import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { centsToDollars, formatMoney } from '../../../lib/format';

const MONTHS = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });
/** 'YYYY-MM' as 'Nov 25' (en-US, UTC). */
export const monthLabel = (month: string) => MONTHS.format(new Date(`${month.slice(0, 7)}-01T00:00:00.000Z`));

/** The year sales report: one MONTH block per month, the current month last (decision 088). */
export function YearSalesChart({ months, height = 240 }: { months: OverviewCards['yearSales']; height?: number }) {
  const { t } = useTranslation('overview');
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  return (
    <Box sx={{ position: 'relative', width: '100%', minWidth: 0 }} role="figure" aria-label={t('cards.yearSales')}>
      <BarChart
        height={height}
        xAxis={[{ scaleType: 'band', data: months.map((row) => monthLabel(row.month)), reverse: rtl }]}
        yAxis={[
          {
            position: rtl ? 'right' : 'left',
            width: 56,
            valueFormatter: (value: number) =>
              Math.abs(value) >= 1000
                ? `$${(value / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })}k`
                : `$${Math.round(value)}`,
          },
        ]}
        series={[
          {
            data: months.map((row) => centsToDollars(row.grossCents)),
            label: t('grossSales'),
            color: theme.palette.primary.main,
            valueFormatter: (value) => formatMoney(Math.round((value ?? 0) * 100)),
          },
        ]}
        hideLegend
        margin={{ left: 16, right: 16, top: 12, bottom: 4 }}
      />
      <Box component="table" sx={visuallyHidden}>
        <caption>{t('cards.yearSales')}</caption>
        <tbody>
          {months.map((row) => (
            <tr key={row.month}>
              <th scope="row">{monthLabel(row.month)}</th>
              <td>{formatMoney(row.grossCents)}</td>
              <td>{row.orders}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
