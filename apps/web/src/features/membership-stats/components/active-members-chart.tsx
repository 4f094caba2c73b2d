import type { MonthlyActive } from '@brewline/contracts/schemas/members';
import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';

const MONTHS = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });
/** 'YYYY-MM' as 'Nov 25' (en-US, UTC, like every date of the dashboard). */
const monthLabel = (month: string) => MONTHS.format(new Date(`${month}-01T00:00:00.000Z`));

/** Active members at the end of each of the last 12 months (the current one as of now). */
export function ActiveMembersChart({ monthly }: { monthly: readonly MonthlyActive[] }) {
  const { t } = useTranslation('membership-stats');
  const theme = useTheme();
  return (
    <Box sx={{ position: 'relative', width: '100%', minWidth: 0 }} role="figure" aria-label={t('chart.label')}>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: monthly.map((point) => monthLabel(point.month)), reverse: theme.direction === 'rtl' }]}
        yAxis={[{ position: theme.direction === 'rtl' ? 'right' : 'left', width: 40 }]}
        series={[{ data: monthly.map((point) => point.activeMembers), label: t('chart.series'), color: theme.palette.primary.main }]}
        hideLegend
        margin={{ left: 8, right: 8, top: 16, bottom: 8 }}
      />
      {/* The figures as text, for screen readers and for a reader of the page who wants the exact numbers. */}
      <Box component="table" sx={visuallyHidden}>
        <caption>{t('chart.label')}</caption>
        <tbody>
          {monthly.map((point) => (
            <tr key={point.month}>
              <th scope="row">{monthLabel(point.month)}</th>
              <td>{point.activeMembers}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
