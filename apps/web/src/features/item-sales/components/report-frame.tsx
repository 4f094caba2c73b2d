import { Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields, type DateRangeValue } from '../../../components/date-range-fields';
import { LoadError } from '../../../components/load-error';

/**
 * The frame both screens share: the title, the range, a quiet failure with Retry (decision 097), and the screen's
 * cards. While no range is chosen the cards give way to 'Please Select a Date Range.'.
 */
export function ReportFrame({
  title,
  range,
  onRangeChange,
  ready,
  loading,
  error,
  onRetry,
  children,
}: {
  title: string;
  range: DateRangeValue;
  onRangeChange: (range: DateRangeValue) => void;
  /** The range is chosen and valid. */
  ready: boolean;
  loading: boolean;
  /** The failed read, or null. */
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('item-sales');
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <DateRangeFields value={range} onChange={onRangeChange} startLabel={t('startDate')} endLabel={t('endDate')} />
      {loading && <LinearProgress aria-label={t('loading')} />}
      {error !== null && (
        <LoadError error={error} onRetry={onRetry}>
          {t('loadFailed')}
        </LoadError>
      )}
      {ready ? children : <Typography color="text.secondary">{t('selectRange')}</Typography>}
    </Stack>
  );
}

/** A titled card of the screen, with an action (the download) on the right. */
export function ReportCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            {action}
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
