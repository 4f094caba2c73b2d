import { AVAILABILITY_MINUTE_STEP, MAX_AVAILABILITY_WINDOWS } from '@brewline/contracts/menu';
import { Add } from '@mui/icons-material';
import { Box, Button, FormHelperText, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { weekdayName } from '../model/availability';
import type { AvailabilityWindow, FieldErrors } from '../model/types';

/** The week as the chips show it, Monday first (0 = Sunday). */
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];
/** A new window: weekday mornings, the most asked for. */
const NEW_WINDOW: AvailabilityWindow = { days: [1, 2, 3, 4, 5], startMinute: 7 * 60, endMinute: 11 * 60 };

const pad = (value: number) => String(value).padStart(2, '0');
/** Minutes after midnight as the time field's value ('06:30'), and back (null while the field is incomplete). */
const timeValue = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
const minuteOf = (value: string): number | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/**
 * A category's or an item's availability windows (decision 297): each with its weekdays as chips and its start and
 * end times, added and removed here. `errors` are the contracts schema's messages by path ('0.endMinute', '').
 */
export function AvailabilityWindowsEditor({
  windows,
  errors,
  onChange,
}: {
  windows: AvailabilityWindow[];
  errors: FieldErrors;
  onChange: (windows: AvailabilityWindow[]) => void;
}) {
  const { t, i18n } = useTranslation('menu-builder');
  const change = (index: number, patch: Partial<AvailabilityWindow>) =>
    onChange(windows.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)));
  const message = (path: string) => (errors[path] ? t(`messages:${errors[path]}`) : undefined);
  return (
    <Stack spacing={1.5} component="section" aria-label={t('availability.title')}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('availability.title')}
      </Typography>
      {windows.length === 0 && <Typography color="text.secondary">{t('availability.none')}</Typography>}
      {windows.map((slot, index) => {
        const number = index + 1;
        return (
          <Box
            key={index}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}
          >
            <Typography component="legend" variant="body2" sx={{ px: 0.5, fontWeight: 600 }}>
              {t('availability.window', { number })}
            </Typography>
            <Box>
              <ToggleButtonGroup
                size="small"
                value={slot.days}
                aria-label={t('availability.days')}
                onChange={(_, days: number[]) => change(index, { days: [...days].sort((a, b) => a - b) })}
                sx={{ flexWrap: 'wrap' }}
              >
                {MONDAY_FIRST.map((day) => (
                  <ToggleButton key={day} value={day} sx={{ px: 1, minWidth: 40, textTransform: 'none' }}>
                    {weekdayName(day, i18n.language)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              {message(`${index}.days`) && <FormHelperText error>{message(`${index}.days`)}</FormHelperText>}
            </Box>
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {(['startMinute', 'endMinute'] as const).map((field) => (
                <TextField
                  key={field}
                  type="time"
                  size="small"
                  label={t(field === 'startMinute' ? 'availability.starts' : 'availability.ends')}
                  value={timeValue(slot[field])}
                  error={Boolean(message(`${index}.${field}`))}
                  helperText={
                    message(`${index}.${field}`) ??
                    (field === 'endMinute' && slot.endMinute < slot.startMinute ? t('availability.pastMidnight') : undefined)
                  }
                  slotProps={{ htmlInput: { step: AVAILABILITY_MINUTE_STEP * 60 }, inputLabel: { shrink: true } }}
                  onChange={(event) => {
                    const minute = minuteOf(event.target.value);
                    if (minute !== null) change(index, { [field]: minute });
                  }}
                  sx={{ width: 150 }}
                />
              ))}
            </Stack>
            <Box>
              <Button size="small" color="error" onClick={() => onChange(windows.filter((_, i) => i !== index))}>
                {t('availability.remove', { number })}
              </Button>
            </Box>
          </Box>
        );
      })}
      {message('') && <FormHelperText error>{message('')}</FormHelperText>}
      {windows.length < MAX_AVAILABILITY_WINDOWS && (
        <Box>
          <Button size="small" startIcon={<Add />} onClick={() => onChange([...windows, NEW_WINDOW])}>
            {t('availability.add')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
