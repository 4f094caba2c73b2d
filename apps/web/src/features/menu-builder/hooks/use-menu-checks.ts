import { useCallback, useEffect, useRef } from 'react';
import { loadMenuChecks, type MenuChecks } from '../model/checks';

/**
 * The builder's checks for a dialog: asked for when it opens (decision 321), so they are in before its Save. The
 * returned `withChecks` runs a submit with them, one at a time: a second click while they load submits nothing more.
 */
export function useMenuChecks(open: boolean) {
  const running = useRef(false);
  useEffect(() => {
    if (open) void loadMenuChecks();
  }, [open]);
  return useCallback(async (submit: (checks: MenuChecks) => void) => {
    if (running.current) return;
    running.current = true;
    try {
      submit(await loadMenuChecks());
    } finally {
      running.current = false;
    }
  }, []);
}
