import type { ShopHoursRow } from '@brewline/contracts/schemas/shop-hours';
import { Box, FormControlLabel, FormHelperText, Stack, Switch, TextField, Typography } from '@mui/material';
import { type Control, Controller, type Path, useWatch } from 'react-hook-form';
import { TimeInput, type TimeInputTexts } from './time-input';

/** The words of the week's rows, in the screen's own voice. */
export interface WeekHoursTexts {
  /** Sunday first, as the rows' `day` numbers. */
  days: string[];
  opens: string;
  closes: string;
  open: string;
  closed: string;
  /** A time's accessible name, e.g. 'Mon Opens' or 'Opening time on Mon'; `which` is `opens` or `closes` above. */
  timeLabel: (day: string, which: string, end: 'open' | 'close') => string;
  /** The day's switch's accessible name, e.g. 'Mon Open'; without it the switch is named by its Open or Closed. */
  switchLabel?: (day: string) => string;
  /** The words of the hour, minutes and am/pm choices; without them a time is the browser's own time input. */
  clock?: TimeInputTexts;
}

/** Any form that holds a week as ShopHoursSchema has it, under `hours`. */
interface WeekForm {
  hours: ShopHoursRow[];
}

const toText = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const fromText = (text: string) => {
  const [hours, minutes] = text.split(':').map(Number);
  return Number.isInteger(hours) && Number.isInteger(minutes) ? hours! * 60 + minutes! : null;
};

/** One time of a row: the hour, minutes and am/pm choices when the texts have their words, else a time input. */
function RowTime({
  label,
  value,
  onChange,
  clock,
  disabled,
  error,
}: {
  label: string;
  value: number;
  onChange: (minute: number) => void;
  clock: TimeInputTexts | undefined;
  disabled: boolean;
  error?: boolean;
}) {
  if (clock) return <TimeInput label={label} value={value} onChange={onChange} texts={clock} disabled={disabled} error={error} />;
  return (
    <TextField
      type="time"
      size="small"
      value={toText(value)}
      disabled={disabled}
      error={error}
      onChange={(event) => {
        const minute = fromText(event.target.value);
        if (minute !== null) onChange(minute);
      }}
      slotProps={{ htmlInput: { 'aria-label': label } }}
      sx={{ width: 150 }}
    />
  );
}

/**
 * One row per day with opening and closing times and an Open/Closed switch, for a form holding
 * `hours` as ShopHoursSchema has it; with `fieldError`, the closing time shows the row's error. Shared by the
 * onboarding's Shop Hours, Shop Info's Hours card and Manage Shops' Add Shop, each with its own words.
 */
export function WeekHoursFields<Form extends WeekForm, Output = Form>({
  control: formControl,
  fieldError = () => undefined,
  texts,
}: {
  control: Control<Form, unknown, Output>;
  fieldError?: (name: Path<WeekForm>) => string | undefined;
  texts: WeekHoursTexts;
}) {
  // The form may hold more than the week: these fields only read and write `hours`.
  const control = formControl as unknown as Control<WeekForm>;
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
                    <RowTime
                      label={texts.timeLabel(day, texts.opens, 'open')}
                      value={field.value}
                      onChange={field.onChange}
                      clock={texts.clock}
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
                    <RowTime
                      label={texts.timeLabel(day, texts.closes, 'close')}
                      value={field.value}
                      onChange={field.onChange}
                      clock={texts.clock}
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
                        slotProps={{ input: { 'aria-label': texts.switchLabel?.(day) } }}
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
    switchLabel: (day) => `${day} ${text('open')}`,
    clock: { hour: text('hour'), minutes: text('minutes'), period: text('period'), am: text('am'), pm: text('pm') },
  };
}
