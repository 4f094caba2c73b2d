import { useCallback, useState } from 'react';

/**
 * Which optional columns (beyond the standard ones) a user chose to see on a screen, remembered in this browser. The
 * standard columns are always shown; this only ever adds.
 */
const PREFIX = 'brewline.columns.';

export function readShownColumns(storageKey: string): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(PREFIX + storageKey) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    // Storage switched off or a value written by hand: the default set.
    return [];
  }
}

function writeShownColumns(storageKey: string, keys: readonly string[]) {
  try {
    localStorage.setItem(PREFIX + storageKey, JSON.stringify(keys));
  } catch {
    // Storage full or switched off: the choice lasts for this page only.
  }
}

/** The optional columns shown on this table, and a toggle that remembers the choice. */
export function useShownColumns(storageKey: string) {
  const [shown, setShown] = useState<readonly string[]>(() => readShownColumns(storageKey));
  const toggle = useCallback(
    (key: string) =>
      setShown((current) => {
        const next = current.includes(key) ? current.filter((shownKey) => shownKey !== key) : [...current, key];
        writeShownColumns(storageKey, next);
        return next;
      }),
    [storageKey],
  );
  return { shown, toggle };
}
