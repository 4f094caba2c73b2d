import { Box, Typography, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { centsToDollars, formatDate, formatMoney } from '../../../lib/format';
import type { TopLine } from './top-five-chart';

const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', timeZone: 'UTC' });
/** '2026-11-16' as '11/16' on the axis (en-US, UTC, like every date of the dashboard). */
const shortDay = (day: string) => SHORT_DAY.format(new Date(`${day}T00:00:00.000Z`));
const money = (dollars: number | null) => (dollars === null ? '' : formatMoney(Math.round(dollars * 100)));

/** The top five's gross per day, one line each ('a top-five line chart'), with its figures as a hidden table. */
export function TopFiveDrawing({ lines, label }: { lines: readonly TopLine[]; label: string }) {
  const { t } = useTranslation('item-sales');
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const days = lines[0]?.points.map((point) => point.day) ?? [];
  return (
    <Box sx={{ position: 'relative', width: '100%', minWidth: 0 }} role="figure" aria-label={label}>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: days, valueFormatter: (day: string) => shortDay(day), reverse: rtl }]}
        yAxis={[{ position: rtl ? 'right' : 'left', width: 64, valueFormatter: (value: number) => money(value) }]}
        series={lines.map((line) => ({
          label: line.name,
          data: line.points.map((point) => centsToDollars(point.grossCents)),
          valueFormatter: money,
          showMark: days.length <= 31,
          curve: 'linear' as const,
        }))}
        margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
      />
      {/* The figures as text, for screen readers and for a reader who wants the exact numbers. */}
      <Box component="table" sx={visuallyHidden}>
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.count')}</th>
            <th scope="col">{t('columns.gross')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.name}>
              <th scope="row">{line.name}</th>
              <td>{line.points.reduce((sum, point) => sum + point.count, 0)}</td>
              <td>{formatMoney(line.points.reduce((sum, point) => sum + point.grossCents, 0))}</td>
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('chart.note', { from: formatDate(days[0]), to: formatDate(days.at(-1)) })}
      </Typography>
    </Box>
  );
}
