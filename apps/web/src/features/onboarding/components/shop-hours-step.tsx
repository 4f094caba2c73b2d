import { NOTIFY_MS } from '@brewline/contracts/constants';
import { type ShopHoursRow, ShopHoursSchema } from '@brewline/contracts/shop-hours';
import { Box, FormControlLabel, FormHelperText, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/use-error-text';
import { useUpdateShopHours } from '../api/update-shop-hours';
import { StepActions } from './step-actions';
import { TimeInput } from './time-input';

/** Step 2: one row per day with opening and closing times and an Open/Closed switch; Next saves the week. */
export function ShopHoursStep({ shopId, initial, onBack, onNext }: { shopId: number; initial: ShopHoursRow[]; onBack: () => void; onNext: () => void }) {
  const { t } = useTranslation('onboarding');
  const { t: tm } = useTranslation('messages');
  const notify = useNotify();
  const errorText = useErrorText();
  const save = useUpdateShopHours(shopId);
  const [hours, setHours] = useState(initial);
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const days = t('hours.days', { returnObjects: true }) as string[];

  const update = (day: number, change: Partial<ShopHoursRow>) => {
    setHours((rows) => rows.map((row) => (row.day === day ? { ...row, ...change } : row)));
    setRowErrors(({ [day]: _cleared, ...rest }) => rest);
  };

  const failed = (message: string) =>
    notify({ severity: 'error', title: t('hoursErrorTitle'), message, durationMs: NOTIFY_MS.serverError });

  const next = () => {
    const checked = ShopHoursSchema.safeParse({ hours });
    if (!checked.success) {
      const errors: Record<number, string> = {};
      for (const issue of checked.error.issues) {
        const index = issue.path[1];
        if (typeof index === 'number') errors[hours[index]!.day] = tm(issue.message);
      }
      setRowErrors(errors);
      failed(tm('hoursSaveFailed'));
      return;
    }
    save.mutate(checked.data.hours, {
      onSuccess: onNext,
      onError: (error) => failed(error instanceof ApiError && error.status === 400 ? tm('hoursSaveFailed') : errorText(error)),
    });
  };

  return (
    <Box>
      <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
        {hours.map((row) => {
          const day = days[row.day] ?? String(row.day);
          const error = rowErrors[row.day];
          return (
            <Box key={row.day} sx={{ py: 1.5 }} data-testid={`hours-row-${row.day}`}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
                <Typography sx={{ width: 56, fontWeight: 600 }}>{day}</Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, order: { xs: 3, md: 1 }, width: { xs: '100%', md: 'auto' } }}>
                  <Typography variant="body2" color="text.secondary" sx={{ width: 52 }}>
                    {t('hours.opens')}
                  </Typography>
                  <TimeInput label={t('hours.timeLabel', { day, which: t('hours.opens') })} value={row.openMinute} onChange={(openMinute) => update(row.day, { openMinute })} disabled={!row.isOpen} />
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, order: { xs: 4, md: 2 }, width: { xs: '100%', md: 'auto' } }}>
                  <Typography variant="body2" color="text.secondary" sx={{ width: 52 }}>
                    {t('hours.closes')}
                  </Typography>
                  <TimeInput label={t('hours.timeLabel', { day, which: t('hours.closes') })} value={row.closeMinute} onChange={(closeMinute) => update(row.day, { closeMinute })} disabled={!row.isOpen} error={Boolean(error)} />
                </Box>
                <FormControlLabel
                  sx={{ order: { xs: 2, md: 3 }, ml: 'auto', mr: 0 }}
                  control={<Switch checked={row.isOpen} onChange={(event) => update(row.day, { isOpen: event.target.checked })} slotProps={{ input: { 'aria-label': `${day} ${t('hours.open')}` } }} />}
                  label={row.isOpen ? t('hours.open') : t('hours.closed')}
                />
              </Box>
              {error && (
                <FormHelperText error role="alert" sx={{ ml: { md: '72px' } }}>
                  {error}
                </FormHelperText>
              )}
            </Box>
          );
        })}
      </Stack>
      <StepActions onBack={onBack} onNext={next} busy={save.isPending} />
    </Box>
  );
}
