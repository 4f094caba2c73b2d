import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a long drawing's rest is due: false in the first commit for `of` (a new page of rows, a list's mount), true
 * in a transition right after it, so the first cards are on screen before the others are drawn (decisions 273, 319).
 * With `needed` false (a drawing short enough to come at once) it is true from the start. State and an effect, not
 * useDeferredValue(true, false): a list mounted inside a deferred render (the menu builder's) gets that hook's final
 * value at once, and every card was drawn before the first one showed.
 */
export function useRestAfterFirstCommit(of: unknown, needed = true): boolean {
  const [committed, setCommitted] = useState<{ of: unknown } | null>(null);
  const due = !needed || committed?.of === of;
  useEffect(() => {
    if (!due) startTransition(() => setCommitted({ of }));
  }, [due, of]);
  return due;
}
