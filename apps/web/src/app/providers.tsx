import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { ConfirmProvider } from '../components/confirm';
import { NotificationProvider } from '../components/notifications';
import { directionOf } from '@brewline/contracts/languages';
import { usePreferences } from '../lib/preferences';
import { styleCacheFor } from '../lib/style-cache';
import { buildTheme } from './theme';

/** What every screen stands on: style cache and direction, theme, notifications, confirmations. Server data is app/query-layout.tsx. */
export function Providers({ children }: { children: ReactNode }) {
  const { themeMode, language } = usePreferences();
  const direction = directionOf(language);
  const theme = useMemo(() => buildTheme(themeMode, direction), [themeMode, direction]);
  return (
    <CacheProvider value={styleCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        {/* enableColorScheme: scrollbars and native controls follow the theme too. */}
        <CssBaseline enableColorScheme />
        <NotificationProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </NotificationProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
