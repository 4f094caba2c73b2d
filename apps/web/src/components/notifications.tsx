import { createContext, lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import type { Notice } from './notice-types';

const NoticeSnackbar = lazy(async () => ({ default: (await import('./notice-snackbar')).NoticeSnackbar }));

/**
 * The raw 'show this notice' call the provider hands down. Only useNotice() (components/use-notice.ts) reads it:
 * screens name a kind of notice through that hook and never pick a severity or a duration themselves.
 */
export const NotifyContext = createContext<(notice: Notice) => void>(() => undefined);

/** One notification at a time, top centre, each with its kind's title and duration. */
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
