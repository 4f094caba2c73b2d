import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { usePreferences } from '../lib/preferences';
import { NotificationProvider } from '../components/notifications';
import { ApiError } from '../lib/api-client';
import { useSessionSync } from '../features/auth/api/get-session';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { directionOf } from '../lib/languages';
import { buildTheme } from './theme';

/** Right-to-left languages get every style mirrored (margins, paddings, positions) as it is inserted. */
const styleCaches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not get better by asking again.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});

function SessionSync() {
  useSessionSync();
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const { themeMode, language } = usePreferences();
  const direction = directionOf(language);
  const theme = useMemo(() => buildTheme(themeMode, direction), [themeMode, direction]);
  return (
    <QueryClientProvider client={queryClient}>
      <CacheProvider value={styleCaches[direction]}>
        <ThemeProvider theme={theme}>
          {/* enableColorScheme: scrollbars and native controls follow the theme too. */}
          <CssBaseline enableColorScheme />
          <NotificationProvider>
            <SessionSync />
            {children}
          </NotificationProvider>
        </ThemeProvider>
      </CacheProvider>
    </QueryClientProvider>
  );
}
