import type { ShopHoursRow } from '@brewline/contracts/shop-hours';
import { FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const DAYS = ['sun', 'mon', 'tues', 'wed', 'thurs', 'fri', 'sat'] as const;
const toText = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const fromText = (text: string) => {
  const [hours, minutes] = text.split(':').map(Number);
  return Number.isInteger(hours) && Number.isInteger(minutes) ? hours! * 60 + minutes! : null;
};

/** The new shop's week: an opening and a closing time and the Open/Closed switch per day (default 7:00 am - 9:00 am, open). */
export function HoursEditor({
  hours,
  onChange,
  error,
}: {
  hours: ShopHoursRow[];
  onChange: (hours: ShopHoursRow[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('manage-shops');
  const update = (day: number, change: Partial<ShopHoursRow>) =>
    onChange(hours.map((row) => (row.day === day ? { ...row, ...change } : row)));
  return (
    <Stack spacing={1}>
      {hours.map((row) => (
        <Stack key={row.day} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, rowGap: 1 }}>
          <Typography sx={{ width: 56, fontWeight: 600 }}>{t(`days.${DAYS[row.day]}`)}</Typography>
          <TextField
            type="time"
            size="small"
            label={t('hours.open')}
            value={toText(row.openMinute)}
            disabled={!row.isOpen}
            onChange={(event) => {
              const minute = fromText(event.target.value);
              if (minute !== null) update(row.day, { openMinute: minute });
            }}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'aria-label': t('hours.openOn', { day: t(`days.${DAYS[row.day]}`) }) },
            }}
            sx={{ width: 150 }}
          />
          <TextField
            type="time"
            size="small"
            label={t('hours.close')}
            value={toText(row.closeMinute)}
            disabled={!row.isOpen}
            onChange={(event) => {
              const minute = fromText(event.target.value);
              if (minute !== null) update(row.day, { closeMinute: minute });
            }}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'aria-label': t('hours.closeOn', { day: t(`days.${DAYS[row.day]}`) }) },
            }}
            sx={{ width: 150 }}
          />
          <FormControlLabel
            control={<Switch checked={row.isOpen} onChange={(event) => update(row.day, { isOpen: event.target.checked })} />}
            label={t(row.isOpen ? 'hours.isOpen' : 'hours.isClosed')}
            sx={{ ml: { sm: 1 } }}
          />
        </Stack>
      ))}
      {error && (
        <Typography color="error" variant="body2" role="alert">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
