import { type DayRange, previousWeek, rangeProblem, utcDay } from '@brewline/contracts/analytics';
import { Stack, TextField, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The start and end dates of the report screens ('Date ranges cannot end after today.
 * Default range is the previous week.'). Days are UTC days (YYYY-MM-DD), like every figure of the reports; an
 * empty input is ''. The previous week is Monday to Sunday before the current week (`previousWeek` in contracts,
 * decision 087). Neither input offers a day after today (max), and a typed one is refused with the message.
 */
export interface DateRangeValue {
  from: string;
  to: string;
}

/** Today as a UTC day. */
export const todayUtc = (now: Date = new Date()): string => utcDay(now);

/** The range a report screen opens with: the previous week. */
export const defaultReportRange = (now: Date = new Date()): DateRangeValue => previousWeek(todayUtc(now));

/** What a range is: not chosen yet (an empty input), refused (with its message key), or ready to ask for. */
export type RangeState =
  { kind: 'empty' } | { kind: 'invalid'; problem: NonNullable<ReturnType<typeof rangeProblem>> } | { kind: 'ready'; range: DayRange };

export function rangeState(value: DateRangeValue, today: string = todayUtc()): RangeState {
  if (!value.from || !value.to) return { kind: 'empty' };
  const problem = rangeProblem(value, today);
  return problem ? { kind: 'invalid', problem } : { kind: 'ready', range: { from: value.from, to: value.to } };
}

/** The chosen range and its state; starts on the previous week unless told otherwise. */
export function useDateRange(initial?: DateRangeValue) {
  const [value, setValue] = useState<DateRangeValue>(() => initial ?? defaultReportRange());
  const today = todayUtc();
  const state = useMemo(() => rangeState(value, today), [value, today]);
  const reset = useCallback(() => setValue(defaultReportRange()), []);
  return { value, setValue, state, reset, range: state.kind === 'ready' ? state.range : null };
}

/** The two date inputs with the range's message under them. Texts in the common namespace (dateRange.*). */
export function DateRangeFields({
  value,
  onChange,
  disabled,
  startLabel,
  endLabel,
}: {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  disabled?: boolean;
  startLabel?: string;
  endLabel?: string;
}) {
  const { t } = useTranslation();
  const today = todayUtc();
  const state = rangeState(value, today);
  const problem = state.kind === 'invalid' ? state.problem : null;
  const fieldSx = { width: { xs: '100%', sm: 190 } };
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="group" aria-label={t('dateRange.label')}>
        <TextField
          label={startLabel ?? t('dateRange.start')}
          type="date"
          size="small"
          value={value.from}
          disabled={disabled}
          error={problem === 'reportRangeInvalid' || problem === 'reportRangeTooLong'}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to && value.to < today ? value.to : today } }}
          sx={fieldSx}
        />
        <TextField
          label={endLabel ?? t('dateRange.end')}
          type="date"
          size="small"
          value={value.to}
          disabled={disabled}
          error={problem !== null}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from || undefined, max: today } }}
          sx={fieldSx}
        />
      </Stack>
      {problem && (
        <Typography role="alert" variant="body2" color="error">
          {t(`messages:${problem}`)}
        </Typography>
      )}
    </Stack>
  );
}
