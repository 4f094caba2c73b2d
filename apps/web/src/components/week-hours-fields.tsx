import type { ShopHours } from '@brewline/contracts/shop-hours';
import { Box, FormControlLabel, FormHelperText, Stack, Switch, Typography } from '@mui/material';
import { type Control, Controller, type Path, useWatch } from 'react-hook-form';
import { TimeInput, type TimeInputTexts } from './time-input';

/** The words of the week's rows, in the screen's own voice. */
export interface WeekHoursTexts extends TimeInputTexts {
  /** Sunday first, as the rows' `day` numbers. */
  days: string[];
  opens: string;
  closes: string;
  open: string;
  closed: string;
  /** A time's accessible name, e.g. 'Mon Opens'. */
  timeLabel: (day: string, which: string) => string;
}

/**
 * One row per day with opening and closing times and an Open/Closed switch, for a form holding
 * `hours` as ShopHoursSchema has it; the closing time shows the row's error. Shared by the onboarding's Shop Hours
 * and Shop Info's Hours card, each with its own words.
 */
export function WeekHoursFields({
  control,
  fieldError,
  texts,
}: {
  control: Control<ShopHours>;
  fieldError: (name: Path<ShopHours>) => string | undefined;
  texts: WeekHoursTexts;
}) {
  const rows = useWatch({ control, name: 'hours' });
  return (
    <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
      {rows.map((row, index) => {
        const day = texts.days[row.day] ?? String(row.day);
        const error = fieldError(`hours.${index}.closeMinute`) ?? fieldError(`hours.${index}.openMinute`);
        return (
          <Box key={row.day} sx={{ py: 1.5 }} data-testid={`hours-row-${row.day}`}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
              <Typography sx={{ width: 56, fontWeight: 600 }}>{day}</Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, order: { xs: 3, md: 1 }, width: { xs: '100%', md: 'auto' } }}>
                <Typography variant="body2" color="text.secondary" sx={{ width: 52 }}>
                  {texts.opens}
                </Typography>
                <Controller
                  control={control}
                  name={`hours.${index}.openMinute`}
                  render={({ field }) => (
                    <TimeInput
                      label={texts.timeLabel(day, texts.opens)}
                      value={field.value}
                      onChange={field.onChange}
                      texts={texts}
                      disabled={!row.isOpen}
                    />
                  )}
                />
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, order: { xs: 4, md: 2 }, width: { xs: '100%', md: 'auto' } }}>
                <Typography variant="body2" color="text.secondary" sx={{ width: 52 }}>
                  {texts.closes}
                </Typography>
                <Controller
                  control={control}
                  name={`hours.${index}.closeMinute`}
                  render={({ field }) => (
                    <TimeInput
                      label={texts.timeLabel(day, texts.closes)}
                      value={field.value}
                      onChange={field.onChange}
                      texts={texts}
                      disabled={!row.isOpen}
                      error={Boolean(error)}
                    />
                  )}
                />
              </Box>
              <Controller
                control={control}
                name={`hours.${index}.isOpen`}
                render={({ field }) => (
                  <FormControlLabel
                    sx={{ order: { xs: 2, md: 3 }, ml: 'auto', mr: 0 }}
                    control={
                      <Switch
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        slotProps={{ input: { 'aria-label': `${day} ${texts.open}` } }}
                      />
                    }
                    label={field.value ? texts.open : texts.closed}
                  />
                )}
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
  );
}

/**
 * The texts from a namespace that keeps them under one key with the names above ('hours' in both screens):
 * `weekHoursTexts(useTranslation('onboarding', { keyPrefix: 'hours' }).t)`.
 */
export function weekHoursTexts(t: (key: string, options?: Record<string, unknown>) => unknown): WeekHoursTexts {
  const text = (key: string, options?: Record<string, unknown>) => String(t(key, options));
  return {
    days: t('days', { returnObjects: true }) as string[],
    opens: text('opens'),
    closes: text('closes'),
    open: text('open'),
    closed: text('closed'),
    timeLabel: (day, which) => text('timeLabel', { day, which }),
    hour: text('hour'),
    minutes: text('minutes'),
    period: text('period'),
    am: text('am'),
    pm: text('pm'),
  };
}
