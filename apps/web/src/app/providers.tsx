import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { usePreferences } from '../lib/preferences';
import { NotificationProvider } from '../components/notifications';
import { ApiError } from '../lib/api-client';
import { useSessionSync } from '../features/auth/api/get-session';
import { buildTheme } from './theme';

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
  const { themeMode } = usePreferences();
  const theme = useMemo(() => buildTheme(themeMode), [themeMode]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotificationProvider>
          <SessionSync />
          {children}
        </NotificationProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
