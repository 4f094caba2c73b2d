import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export interface Notice {
  severity: 'success' | 'error' | 'warning' | 'info';
  message: string;
  title?: string;
  /** How long it stays, in ms (spec: 5 s validation, 6 s sign-in, 9 s server errors). */
  durationMs: number;
}

const NotifyContext = createContext<(notice: Notice) => void>(() => undefined);

/** One notification at a time, top centre, with the spec's titles and durations. */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<(Notice & { id: number }) | null>(null);
  const notify = useCallback((next: Notice) => setNotice({ ...next, id: Date.now() }), []);
  const close = useCallback(() => setNotice(null), []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Snackbar
        key={notice?.id}
        open={notice !== null}
        autoHideDuration={notice?.durationMs ?? null}
        onClose={(_event, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        {notice ? (
          <Alert severity={notice.severity} variant="filled" onClose={close} role="alert" sx={{ maxWidth: 560 }}>
            {notice.title && <AlertTitle>{notice.title}</AlertTitle>}
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export const useNotify = () => useContext(NotifyContext);
