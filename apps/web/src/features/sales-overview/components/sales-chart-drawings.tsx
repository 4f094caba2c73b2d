import type { SalesReport } from '@brewline/contracts/schemas/analytics';
import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { centsToDollars, formatDate, formatMoney } from '../../../lib/format';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** '2026-11-16' as 'Nov 16' (en-US, UTC). */
export const dayLabel = (day: string) => DAY.format(new Date(`${day}T00:00:00.000Z`));
/** 13 as '1 PM' (en-US). */
export const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;

/** Marks a label left-to-right, so '9 PM' stays '9 PM' on an Arabic chart. */
const ltr = (text: string) => `\u200e${text}\u200e`;

const dollars = (value: number | null) => formatMoney(Math.round((value ?? 0) * 100));
/** Axis ticks: '$800', '$1.2k', '$10k' (the exact figures are in the tooltip and the table). */
export const axisDollars = (value: number) =>
  Math.abs(value) >= 1000 ? `$${(value / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })}k` : `$${Math.round(value)}`;

/** A chart with its figures as a hidden table, for screen readers and exact numbers. */
function Figure({ label, rows, children }: { label: string; rows: Array<[string, string]>; children: ReactNode }) {
  return (
    <Box sx={{ position: 'relative', width: '100%', minWidth: 0 }} role="figure" aria-label={label}>
      {children}
      <Box component="table" sx={visuallyHidden}>
        <caption>{label}</caption>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function useAxes() {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  return {
    rtl,
    color: theme.palette.primary.main,
    y: { position: rtl ? ('right' as const) : ('left' as const), width: 56, valueFormatter: axisDollars },
  };
}

/** Daily gross of the range as an area (decision 089: every day, zero days included). */
export function DailySalesChart({ daily, label, series }: { daily: SalesReport['daily']; label: string; series: string }) {
  const { rtl, color, y } = useAxes();
  return (
    <Figure label={label} rows={daily.map((row) => [formatDate(row.day), formatMoney(row.grossCents)])}>
      <LineChart
        height={260}
        xAxis={[{ scaleType: 'point', data: daily.map((row) => dayLabel(row.day)), reverse: rtl }]}
        yAxis={[y]}
        series={[
          {
            data: daily.map((row) => centsToDollars(row.grossCents)),
            area: true,
            showMark: daily.length <= 31,
            label: series,
            color,
            valueFormatter: dollars,
          },
        ]}
        hideLegend
        margin={{ left: 24, right: 24, top: 12, bottom: 4 }}
      />
    </Figure>
  );
}

/** Average gross per weekday, M T W R F Sat Sun. */
export function WeekdayChart({ weekdays, label, series }: { weekdays: SalesReport['weekdays']; label: string; series: string }) {
  const { rtl, color, y } = useAxes();
  return (
    <Figure label={label} rows={weekdays.map((row) => [row.label, formatMoney(row.averageCents)])}>
      <BarChart
        height={240}
        xAxis={[{ scaleType: 'band', data: weekdays.map((row) => row.label), reverse: rtl }]}
        yAxis={[y]}
        series={[{ data: weekdays.map((row) => centsToDollars(row.averageCents)), label: series, color, valueFormatter: dollars }]}
        hideLegend
        margin={{ left: 16, right: 16, top: 12, bottom: 4 }}
      />
    </Figure>
  );
}

/** Gross by hour of the day, from hour 5 to the current hour (or 23 for a past range). */
export function TimeOfDayChart({ hours, label, series }: { hours: SalesReport['timeOfDay']; label: string; series: string }) {
  const { rtl, color, y } = useAxes();
  return (
    <Figure label={label} rows={hours.map((row) => [hourLabel(row.hour), formatMoney(row.grossCents)])}>
      <BarChart
        height={240}
        xAxis={[{ scaleType: 'band', data: hours.map((row) => ltr(hourLabel(row.hour))), reverse: rtl }]}
        yAxis={[y]}
        series={[{ data: hours.map((row) => centsToDollars(row.grossCents)), label: series, color, valueFormatter: dollars }]}
        hideLegend
        margin={{ left: 16, right: 16, top: 12, bottom: 4 }}
      />
    </Figure>
  );
}
