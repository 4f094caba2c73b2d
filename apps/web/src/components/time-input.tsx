import { type ClockTime, fromClock, toClock } from '@brewline/contracts/shop-hours';
import { MenuItem, Stack, TextField } from '@mui/material';

const HOURS = Array.from({ length: 12 }, (_, i) => i + 1);
const MINUTES = Array.from({ length: 60 }, (_, i) => i);
const menu = { select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 280 } } } } } };

/** The words of a time input: each part's accessible name and the two periods. */
export interface TimeInputTexts {
  hour: string;
  minutes: string;
  period: string;
  am: string;
  pm: string;
}

/** A time as hour, minutes 00-59 and am/pm, held as minutes after midnight. */
export function TimeInput({
  label,
  value,
  onChange,
  texts,
  disabled,
  error,
}: {
  label: string;
  value: number;
  onChange: (minute: number) => void;
  texts: TimeInputTexts;
  disabled?: boolean;
  error?: boolean;
}) {
  const clock = toClock(value);
  const change = (part: Partial<ClockTime>) => onChange(fromClock({ ...clock, ...part }));
  return (
    <Stack direction="row" spacing={0.5} role="group" aria-label={label}>
      <TextField
        select
        size="small"
        value={clock.hour}
        onChange={(e) => change({ hour: Number(e.target.value) })}
        disabled={disabled}
        error={error}
        slotProps={{ ...menu, htmlInput: { 'aria-label': `${label} ${texts.hour}` } }}
        sx={{ width: 68 }}
      >
        {HOURS.map((hour) => (
          <MenuItem key={hour} value={hour}>
            {hour}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        value={clock.minute}
        onChange={(e) => change({ minute: Number(e.target.value) })}
        disabled={disabled}
        error={error}
        slotProps={{ ...menu, htmlInput: { 'aria-label': `${label} ${texts.minutes}` } }}
        sx={{ width: 72 }}
      >
        {MINUTES.map((minute) => (
          <MenuItem key={minute} value={minute}>
            {String(minute).padStart(2, '0')}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        value={clock.period}
        onChange={(e) => change({ period: e.target.value as ClockTime['period'] })}
        disabled={disabled}
        error={error}
        slotProps={{ htmlInput: { 'aria-label': `${label} ${texts.period}` } }}
        sx={{ width: 72 }}
      >
        <MenuItem value="am">{texts.am}</MenuItem>
        <MenuItem value="pm">{texts.pm}</MenuItem>
      </TextField>
    </Stack>
  );
}
