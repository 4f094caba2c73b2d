import { Box, Skeleton, Typography, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { centsToDollars, formatDate, formatMoney } from '../../../lib/format';

export interface TopLine {
  name: string;
  points: ReadonlyArray<{ day: string; count: number; grossCents: number }>;
}

const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', timeZone: 'UTC' });
/** '2026-11-16' as '11/16' on the axis (en-US, UTC, like every date of the dashboard). */
const shortDay = (day: string) => SHORT_DAY.format(new Date(`${day}T00:00:00.000Z`));
const money = (dollars: number | null) => (dollars === null ? '' : formatMoney(Math.round(dollars * 100)));

/**
 * The drawn chart's usual height: its legend of five names (two or three lines on a phone), the 320 px plot and the
 * note under it. Drawn in place of the chart from 74 px, the chart moved every card below it by 450 px (Lighthouse
 * counted a layout shift of 0.63 on Modifier Sales).
 */
const LOADING_HEIGHT = 430;

/** The top five's gross per day, one line each ('a top-five line chart'). */
export function TopFiveChart({
  lines,
  label,
  emptyText,
}: {
  /** Undefined while the report loads: the chart's place is held, so the cards below do not move when it comes. */
  lines: readonly TopLine[] | undefined;
  label: string;
  emptyText: string;
}) {
  const { t } = useTranslation('item-sales');
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  if (lines === undefined) return <Skeleton variant="rounded" height={LOADING_HEIGHT} aria-hidden="true" />;
  const days = lines[0]?.points.map((point) => point.day) ?? [];
  if (lines.length === 0)
    return (
      <Box sx={{ minHeight: 120, display: 'grid', placeItems: 'center' }}>
        <Typography color="text.secondary">{emptyText}</Typography>
      </Box>
    );
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

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
