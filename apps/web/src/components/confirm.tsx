import { createContext, lazy, type ReactNode, Suspense, useContext, useState, useSyncExternalStore } from 'react';
import { type ConfirmRequest, createConfirmStore } from './confirm-store';

// Most visits never confirm anything: the dialog's code loads with the first question.
const ConfirmDialog = lazy(async () => ({ default: (await import('./confirm-dialog')).ConfirmDialog }));

type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** One dialog for every 'Are You Sure?' of the app; questions asked while one is open wait their turn. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createConfirmStore);
  // Nothing is asked before the first render, prerendered or not: the same snapshot serves both.
  const pending = useSyncExternalStore(store.subscribe, store.current, store.current);
  const [asked, setAsked] = useState(false);
  if (pending && !asked) setAsked(true);
  return (
    <ConfirmContext.Provider value={store.ask}>
      {children}
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialog pending={pending} onAnswer={store.answer} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

/**
 * Asks 'Are You Sure?' before a saved change that updates the customer app at once:
 *
 *     const confirm = useConfirm();
 *     if (!(await confirm({ text: t('hours.confirmText') }))) return;   // title 'Are You Sure?', buttons Yes / No
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider (app/providers.tsx) around the screen');
  return confirm;
}
