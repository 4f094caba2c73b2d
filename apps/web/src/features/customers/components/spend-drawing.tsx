import { Box, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { centsToDollars, formatMoney } from '../../../lib/format';
import type { SpendMonth } from './spend-chart';

const money = (dollars: number | null) => (dollars === null ? '' : formatMoney(Math.round(dollars * 100)));

/** The bars of a customer's spend by month, with the figures as a hidden table. */
export function SpendDrawing({ months, label, height }: { months: readonly SpendMonth[]; label: string; height: number }) {
  const { t } = useTranslation('customers');
  const rtl = useTheme().direction === 'rtl';
  return (
    <Box sx={{ position: 'relative', width: '100%', minWidth: 0 }} role="figure" aria-label={label}>
      <BarChart
        height={height - 24}
        xAxis={[{ scaleType: 'band', data: months.map((row) => row.month), reverse: rtl }]}
        yAxis={[{ position: rtl ? 'right' : 'left', width: 64, valueFormatter: (value: number) => money(value) }]}
        series={[{ data: months.map((row) => centsToDollars(row.spendCents)), valueFormatter: money }]}
        margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
      />
      <Box component="table" sx={visuallyHidden}>
        <caption>{label}</caption>
        <tbody>
          {months.map((row) => (
            <tr key={row.month}>
              <th scope="row">{row.month}</th>
              <td>{formatMoney(row.spendCents)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('profile.chartNote')}
      </Typography>
    </Box>
  );
}
