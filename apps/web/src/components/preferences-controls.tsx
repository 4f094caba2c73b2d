import { DarkMode, LightMode } from '@mui/icons-material';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { preferencesStore, usePreferences } from '../lib/preferences';

/** The theme switch (and, with more than one language, the language menu) shown in every header. */
export function PreferencesControls({ color = 'inherit' }: { color?: 'inherit' | 'default' }) {
  const { t } = useTranslation();
  const { themeMode } = usePreferences();
  const nextMode = themeMode === 'light' ? 'dark' : 'light';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Tooltip title={t(nextMode === 'dark' ? 'useDarkTheme' : 'useLightTheme')}>
        <IconButton color={color} aria-label={t(nextMode === 'dark' ? 'useDarkTheme' : 'useLightTheme')} onClick={() => preferencesStore.set({ themeMode: nextMode })}>
          {themeMode === 'light' ? <DarkMode /> : <LightMode />}
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
