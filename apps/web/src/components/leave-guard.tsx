import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useConfirm } from './confirm';
import { leavesUnsaved } from './save-bar-state';

export interface LeaveGuardTexts {
  title: string;
  text: string;
  yes: string;
  no: string;
}

export interface LeaveGuardProps {
  dirty: boolean;
  /** Runs when the person leaves anyway (or the tab closes): e.g. write the draft's browser copy now. */
  beforeLeave?: () => void;
  /** The question, when the screen has more to say than 'Leave without saving?'. */
  texts?: LeaveGuardTexts;
}

/**
 * Leaving a screen with unsaved changes asks first (issue 8; decision 200): another page of the dashboard, or another
 * shop in the administrator's picker, through the router and the shared confirmation; closing or reloading the tab
 * through the browser's own question. Drawn by the SaveBar it belongs to: the router keeps one guard at a time.
 */
export function LeaveGuard({ dirty, beforeLeave, texts }: LeaveGuardProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => leavesUnsaved(dirty, currentLocation, nextLocation));
  const question = texts ?? {
    title: t('saveBar.leave.title'),
    text: t('saveBar.leave.text'),
    yes: t('saveBar.leave.yes'),
    no: t('saveBar.leave.no'),
  };
  const latest = useRef({ blocker, confirm, question, beforeLeave });
  useEffect(() => {
    latest.current = { blocker, confirm, question, beforeLeave };
  });
  // Asked once per blocked navigation, however often the page renders meanwhile.
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { confirm: ask, question: asked, beforeLeave: keep } = latest.current;
    void ask(asked).then((leave) => {
      const current = latest.current.blocker;
      if (current.state !== 'blocked') return;
      if (leave) {
        keep?.();
        current.proceed();
      } else current.reset();
    });
  }, [blocker.state]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      latest.current.beforeLeave?.();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return null;
}
