import { Children, type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * How many of a screen's `total` parts to draw: the first at once, then one more after each commit, each in a
 * transition of its own. A long form's first drawing is then several short tasks with the browser free to paint and
 * answer a tap between them, not one commit of every part that a tap waits on. Parts are drawn top to bottom, so a
 * part that arrives never moves one already on screen.
 */
export function useDrawnInTurn(total: number): number {
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (drawn < total) startTransition(() => setDrawn((count) => count + 1));
  }, [drawn, total]);
  return Math.min(drawn, total);
}

/** Its children, each a part with its key, drawn in turn top to bottom (useDrawnInTurn). */
export function DrawnInTurn({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  return parts.slice(0, useDrawnInTurn(parts.length));
}
