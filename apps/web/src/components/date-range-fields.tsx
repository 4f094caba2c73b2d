import {
  type DayRange,
  presetOf,
  presetRange,
  previousWeek,
  rangeProblem,
  REPORT_PRESETS,
  type ReportPreset,
  utcDay,
} from '@brewline/contracts/analytics';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
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

const CUSTOM = 'custom';

/**
 * The preset choice, then the two date inputs, with the range's message under them. Choosing a preset fills both
 * dates; the choice reads 'Custom' while the dates are a range of their own. Texts in the common namespace
 * (dateRange.*). An open range (`open`, the visits report) is the two inputs alone: either end may stay empty, and
 * the range is the server's to judge.
 */
export function DateRangeFields({
  value,
  onChange,
  disabled,
  startLabel,
  endLabel,
  open,
}: {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  disabled?: boolean;
  startLabel?: string;
  endLabel?: string;
  /** No presets and no checks: an empty end means from the first day or up to today. */
  open?: boolean;
}) {
  const { t } = useTranslation();
  const today = todayUtc();
  const state = rangeState(value, today);
  const problem = state.kind === 'invalid' && !open ? state.problem : null;
  const preset = value.from && value.to ? (presetOf(value, today) ?? CUSTOM) : CUSTOM;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      {/* On a phone the preset takes the row and the two dates share the next one. */}
      <Box
        role="group"
        aria-label={t('dateRange.label')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: `repeat(${open ? 2 : 3}, 160px)` } }}
      >
        {!open && (
          <TextField
            select
            label={t('dateRange.preset')}
            size="small"
            value={preset}
            disabled={disabled}
            onChange={(event) => onChange(presetRange(event.target.value as ReportPreset, today))}
            sx={{ gridColumn: { xs: 'span 2', sm: 'auto' } }}
          >
            {REPORT_PRESETS.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {t(`dateRange.presets.${choice}`)}
              </MenuItem>
            ))}
            <MenuItem value={CUSTOM} disabled>
              {t('dateRange.presets.custom')}
            </MenuItem>
          </TextField>
        )}
        <TextField
          label={startLabel ?? t('dateRange.start')}
          type="date"
          size="small"
          value={value.from}
          disabled={disabled}
          error={problem === 'reportRangeInvalid' || problem === 'reportRangeTooLong'}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to && value.to < today ? value.to : today } }}
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
        />
      </Box>
      {problem && (
        <Typography role="alert" variant="body2" color="error">
          {t(`messages:${problem}`)}
        </Typography>
      )}
    </Stack>
  );
}
