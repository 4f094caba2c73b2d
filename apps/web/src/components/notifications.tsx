import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';

const NoticeSnackbar = lazy(async () => ({ default: (await import('./notice-snackbar')).NoticeSnackbar }));

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
      {/* Most visits never see a notification: its components load with the first one. */}
      {notice !== null && (
        <Suspense fallback={null}>
          <NoticeSnackbar notice={notice} onClose={close} />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}

export const useNotify = () => useContext(NotifyContext);
