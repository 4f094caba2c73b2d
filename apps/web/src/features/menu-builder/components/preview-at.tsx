import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayName } from '../model/availability';

/** What 'Preview at' asks about: a weekday (0 = Sunday) and a minute of the shop's day; null: no preview. */
export type PreviewChoice = { day: number; minute: number } | null;

const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];
const pad = (value: number) => String(value).padStart(2, '0');
/** Noon: where a preview starts when a day is first chosen. */
const NOON = 12 * 60;

/**
 * 'Preview at' (decision 297): a weekday and a time of the shop's week; the builder greys out the categories and items
 * the ordering app would not offer then, each saying so in words. 'Now' turns the preview off.
 */
export function PreviewAt({ value, onChange }: { value: PreviewChoice; onChange: (value: PreviewChoice) => void }) {
  const { t, i18n } = useTranslation('menu-builder');
  const labelId = useId();
  const time = value ? `${pad(Math.floor(value.minute / 60))}:${pad(value.minute % 60)}` : '';
  return (
    <Box component="section" aria-labelledby={labelId}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography id={labelId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('preview.label')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('preview.day')}
          value={value ? String(value.day) : 'off'}
          onChange={(event) =>
            onChange(event.target.value === 'off' ? null : { day: Number(event.target.value), minute: value?.minute ?? NOON })
          }
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="off">{t('preview.off')}</MenuItem>
          {MONDAY_FIRST.map((day) => (
            <MenuItem key={day} value={String(day)}>
              {weekdayName(day, i18n.language)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="time"
          size="small"
          label={t('preview.time')}
          value={time}
          disabled={!value}
          slotProps={{ htmlInput: { step: 300 }, inputLabel: { shrink: true } }}
          onChange={(event) => {
            const match = /^(\d{2}):(\d{2})$/.exec(event.target.value);
            if (value && match) onChange({ day: value.day, minute: Number(match[1]) * 60 + Number(match[2]) });
          }}
          sx={{ width: 150 }}
        />
      </Stack>
    </Box>
  );
}
