import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LeaveGuardTexts } from './leave-guard';
import type { SaveBarProps } from './save-bar';

export interface SaveStateOptions {
  /** Something differs from what was saved. */
  dirty: boolean;
  /** Someone else saved in the meantime: Save waits for a reload (see StaleCopyAlert). */
  stale?: boolean;
  /** Saves (checks, asks, sends, adopts the answer); the bar says 'Saving…' until it settles. */
  save: () => Promise<unknown>;
  /** Puts what was last saved back. */
  discard: () => void;
  /**
   * Asked before Discard; false keeps the edits. For a draft without Undo, with the shared confirmation:
   * `confirmDiscard: () => confirm({ text: t('saveBar.discardConfirm') })`.
   */
  confirmDiscard?: () => Promise<boolean>;
  /**
   * Leaving the screen while something is unsaved asks first (the bar carries the guard, so one screen holds one:
   * the router keeps a single guard). `beforeLeave` runs when the person leaves anyway; `texts` replaces the shared
   * question when the screen has more to say (the menu is kept in the browser).
   */
  leave?: { beforeLeave?: () => void; texts?: LeaveGuardTexts };
}

/**
 * The one save state of every screen that edits a saved copy (decisions 180 and 200): the react-hook-form forms
 * through useSavedForm, the Menu Builder's and Default Modifiers' drafts directly. It keeps `saving` while a save runs
 * (a second Save meanwhile is ignored), makes `save` and `discard` stable (memoized bars, shortcuts), asks before
 * Discard when told to, and gives `saveBar`, what <SaveBar {...saveBar} /> needs, leave guard included.
 */
export function useSaveState({ dirty, stale = false, save, discard, confirmDiscard, leave }: SaveStateOptions) {
  const [saving, setSaving] = useState(false);
  const running = useRef(false);
  const latest = useRef({ save, discard, confirmDiscard });
  useEffect(() => {
    latest.current = { save, discard, confirmDiscard };
  });

  const runSave = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setSaving(true);
    try {
      await latest.current.save();
    } finally {
      running.current = false;
      setSaving(false);
    }
  }, []);
  const runDiscard = useCallback(async () => {
    const ask = latest.current.confirmDiscard;
    if (ask && !(await ask())) return;
    latest.current.discard();
  }, []);
  const onSave = useCallback(() => void runSave(), [runSave]);
  const onDiscard = useCallback(() => void runDiscard(), [runDiscard]);

  // Kept the same while its parts are, so a memoized bar is not drawn again for it.
  const guarded = leave !== undefined;
  const beforeLeave = leave?.beforeLeave;
  const texts = leave?.texts;
  const guard = useMemo(() => (guarded ? { beforeLeave, texts } : undefined), [guarded, beforeLeave, texts]);
  const saveBar: Omit<SaveBarProps, 'persistent' | 'submits'> = { dirty, saving, stale, onSave, onDiscard, leave: guard };
  return { saving, save: runSave, onSave, discard: onDiscard, saveBar };
}
