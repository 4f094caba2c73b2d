import { Schedule } from '@mui/icons-material';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { windowsWords } from '../model/availability';
import type { AvailabilityWindow } from '../model/types';

/**
 * A category's or an item's availability in words on its card ('Offered Mon–Fri 6:30 – 11:00 AM'), and while 'Preview
 * at' greys it out, the words that say so: the grey alone tells nothing to a screen reader or a colour-blind reader.
 */
export function AvailabilityLine({ windows, notOffered }: { windows: readonly AvailabilityWindow[]; notOffered: boolean }) {
  const { t, i18n } = useTranslation('menu-builder');
  if (windows.length === 0 && !notOffered) return null;
  return (
    <Box component="span" sx={{ display: 'block', textAlign: 'start' }}>
      {windows.length > 0 && (
        <Typography component="span" variant="caption" sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', whiteSpace: 'normal' }}>
          <Schedule sx={{ fontSize: 14, mt: '2px' }} aria-hidden />
          {t('availability.offered', { windows: windowsWords(windows, i18n.language) })}
        </Typography>
      )}
      {notOffered && (
        <Typography component="span" variant="caption" sx={{ display: 'block', fontWeight: 700, fontStyle: 'italic' }}>
          {t('availability.notOffered')}
        </Typography>
      )}
    </Box>
  );
}
