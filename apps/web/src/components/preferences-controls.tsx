import { NOTIFY_MS } from '@brewline/contracts/constants';
import { Check, DarkMode, LightMode, Translate } from '@mui/icons-material';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from './notifications';
import { setLanguage } from '../lib/i18n';
import { HTML_LANG, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../lib/languages';
import { preferencesStore, usePreferences } from '../lib/preferences';

/** The language menu and the theme switch shown in every header. */
export function PreferencesControls({ color = 'inherit' }: { color?: 'inherit' | 'default' }) {
  const { t } = useTranslation();
  const { themeMode, language } = usePreferences();
  const notify = useNotify();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const nextMode = themeMode === 'light' ? 'dark' : 'light';
  const themeLabel = t(nextMode === 'dark' ? 'useDarkTheme' : 'useLightTheme');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Tooltip title={t('chooseLanguage')}>
        <IconButton
          color={color}
          aria-label={t('chooseLanguage')}
          aria-haspopup="menu"
          aria-expanded={menuAnchor ? 'true' : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <Translate />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {SUPPORTED_LANGUAGES.map((lng) => (
          <MenuItem
            key={lng}
            role="menuitemradio"
            aria-checked={lng === language}
            lang={HTML_LANG[lng]}
            selected={lng === language}
            onClick={() => {
              setMenuAnchor(null);
              setLanguage(lng).catch(() => notify({ severity: 'error', message: t('failedToLoad'), durationMs: NOTIFY_MS.serverError }));
            }}
          >
            <ListItemIcon>{lng === language && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{LANGUAGE_NAMES[lng]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      <Tooltip title={themeLabel}>
        <IconButton color={color} aria-label={themeLabel} onClick={() => preferencesStore.set({ themeMode: nextMode })}>
          {themeMode === 'light' ? <DarkMode /> : <LightMode />}
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
