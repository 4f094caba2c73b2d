import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useConfirm } from '../../../components/confirm';

/**
 * Leaving the builder with unsaved edits asks first (issue 8): another page of the dashboard, or another shop in the
 * administrator's picker, through the router; closing or reloading the tab through the browser's own question.
 * The edits are also kept in the browser (decision 072), so a 'Leave' loses nothing for good.
 */
export function useLeaveGuard(dirty: boolean, beforeLeave: () => void) {
  const { t } = useTranslation('menu-builder');
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const latest = useRef({ blocker, confirm, t, beforeLeave });
  useEffect(() => {
    latest.current = { blocker, confirm, t, beforeLeave };
  });
  // Asked once per blocked navigation, however often the page renders meanwhile.
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { confirm: ask, t: text, beforeLeave: keep } = latest.current;
    void ask({ title: text('leave.title'), text: text('leave.text'), yes: text('leave.yes'), no: text('leave.no') }).then((leave) => {
      const current = latest.current.blocker;
      if (current.state !== 'blocked') return;
      if (leave) {
        keep();
        current.proceed();
      } else current.reset();
    });
  }, [blocker.state]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      beforeLeave();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, beforeLeave]);
}
