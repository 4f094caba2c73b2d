import { DarkMode, LightMode, Translate } from '@mui/icons-material';
import { IconButton, Stack } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preferencesStore, usePreferences } from '../lib/preferences';
import { useLive } from '../lib/use-live';

// Every header shows these controls, sign-in too: the menu (and its popover machinery) loads on first open.
const LanguageMenu = lazy(async () => ({ default: (await import('./language-menu')).LanguageMenu }));

/** The language menu and the theme switch shown in every header. Native title tooltips keep Popper out of first paint. */
export function PreferencesControls({ color = 'inherit' }: { color?: 'inherit' | 'default' }) {
  const { t } = useTranslation();
  const { themeMode } = usePreferences();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  // On a prerendered page a click before React has taken over would do nothing: the buttons say so until then.
  const live = useLive();
  const nextMode = themeMode === 'light' ? 'dark' : 'light';
  const themeLabel = t(nextMode === 'dark' ? 'useDarkTheme' : 'useLightTheme');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton
        color={color}
        title={t('chooseLanguage')}
        aria-label={t('chooseLanguage')}
        aria-haspopup="menu"
        aria-expanded={menuAnchor ? 'true' : undefined}
        disabled={!live}
        onClick={(event) => {
          setMenuWanted(true);
          setMenuAnchor(event.currentTarget);
        }}
      >
        <Translate />
      </IconButton>
      {menuWanted && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={menuAnchor} onClose={() => setMenuAnchor(null)} />
        </Suspense>
      )}
      <IconButton
        color={color}
        title={themeLabel}
        aria-label={themeLabel}
        disabled={!live}
        onClick={() => preferencesStore.set({ themeMode: nextMode })}
      >
        {themeMode === 'light' ? <DarkMode /> : <LightMode />}
      </IconButton>
    </Stack>
  );
}
