import type { Menu } from '@brewline/contracts/schemas/menu';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStoredDraftReader } from '../model/checks';
import {
  draftBaseKey,
  type DraftCopyBase,
  draftStorageKey,
  isDraftDirty,
  serializeDraft,
  serializeDraftBase,
  serializeDraftPatch,
  type StoredDraft,
} from '../model/persist';
import { type Draft } from '../model/types';

const SAVE_DELAY_MS = 400;
/** The longest a waiting copy waits for the browser to be idle. */
const IDLE_WAIT_MS = 2000;

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
/** Whether it was written: a full or blocked storage only loses the crash copy; the draft on screen is intact. */
const write = (key: string, text: string | null): boolean => {
  try {
    if (text === null) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
};

/**
 * Writes a base menu; when the storage is full, first makes room by removing other shops' bases that no kept draft
 * refers to (a base alone is only there to make the next copy small), then tries once more.
 */
export const writeBase = (key: string, text: string): boolean => {
  if (write(key, text)) return true;
  try {
    for (const other of Object.keys(localStorage)) {
      const draftKey = other.endsWith('.base') ? other.slice(0, -'.base'.length) : null;
      if (other !== key && draftKey?.startsWith('brewline.menuDraft.') && localStorage.getItem(draftKey) === null)
        localStorage.removeItem(other);
    }
  } catch {
    return false;
  }
  return write(key, text);
};

let bases = 0;
const newBaseId = () => `${Date.now().toString(36)}-${(bases += 1)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The draft survives a reload or a crashed tab (decision 072): it is written to localStorage per
 * shop shortly after every change, and offered back on return when it differs from the server's menu
 * ('You have unsaved changes from …. Restore them?'). Cleared on save, on Discard, and when the edits are undone.
 * While the offer is open nothing is written, so the stored copy is not overwritten before the person chooses.
 * The copy is kept as a base menu, written once (in an idle moment after the menu opens, or with the first copy), and
 * what differs from it, written after every pause (decision 136): a keystroke's copy is the edited items, not the menu.
 */
export function useDraftStorage(shopId: number, draft: Draft, loadedMenu: Menu, dirty: boolean) {
  const { i18n } = useTranslation();
  const key = draftStorageKey(shopId);
  const baseKey = draftBaseKey(shopId);
  // A kept copy is read by a module loaded for it (decision 321): until then the copy is 'reading', and nothing is
  // written over it.
  const [offer, setOffer] = useState<(StoredDraft & { base?: DraftCopyBase }) | 'reading' | null>(() => (read(key) ? 'reading' : null));
  const [menuAtOpening] = useState(loadedMenu);
  const reading = offer === 'reading';
  useEffect(() => {
    if (!reading) return;
    let current = true;
    void loadStoredDraftReader()
      .then(({ parseStoredDraft }) => {
        const stored = parseStoredDraft(read(key), read(baseKey));
        return stored && isDraftDirty(stored.draft, menuAtOpening) ? stored : null;
      })
      .catch(() => null)
      .then((stored) => {
        if (current) setOffer(stored);
      });
    return () => {
      current = false;
    };
  }, [reading, key, baseKey, menuAtOpening]);
  const pending = useRef<{ draft: Draft; dirty: boolean } | null>(null);
  /** The base the stored copy refers to, once written (or restored from); null: the next copy writes a new one. */
  const base = useRef<DraftCopyBase | null>(null);

  const flush = useCallback(() => {
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    if (!next.dirty) {
      write(key, null);
      // A base of this very menu is kept for the next edit's copy; another one is of no use any more.
      if (base.current?.menu !== next.draft.menu) {
        write(baseKey, null);
        base.current = null;
      }
      return;
    }
    const savedAt = new Date().toISOString();
    if (!base.current) {
      const fresh = { id: newBaseId(), menu: next.draft.menu };
      // Without room for a base, the whole draft in one entry, as before.
      if (!writeBase(baseKey, serializeDraftBase(fresh))) {
        write(key, serializeDraft(next.draft, savedAt));
        return;
      }
      base.current = fresh;
    }
    write(key, serializeDraftPatch(next.draft, base.current, savedAt));
  }, [key, baseKey]);

  /**
   * In an idle moment: what is waiting, and while the draft is the menu as loaded (on opening, after a save or a
   * Discard), that menu as the base, so the first edit's copy is already only what changed.
   */
  const flushIdle = useCallback(() => {
    const next = pending.current;
    flush();
    if (next && !next.dirty && base.current?.menu !== next.draft.menu) {
      const fresh = { id: newBaseId(), menu: next.draft.menu };
      base.current = writeBase(baseKey, serializeDraftBase(fresh)) ? fresh : null;
    }
  }, [flush, baseKey]);

  useEffect(() => {
    if (offer) return;
    pending.current = { draft, dirty };
    // Written once the person pauses, when the browser is idle: a large menu's copy takes a while to write (decision
    // 130), and should not hold up the next key or click.
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(flushIdle, { timeout: IDLE_WAIT_MS });
      else flushIdle();
    }, SAVE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [draft, dirty, offer, flushIdle]);

  // Leaving the page (closing the tab, a reload) writes what is waiting at once.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const kept = offer === 'reading' ? null : offer;
  const savedAtText = kept
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(kept.savedAt))
    : '';
  return {
    offer: kept ? { savedAtText } : null,
    /** Takes the stored draft back; it becomes the draft on screen (and is written again from there). */
    restore: (): Draft | null => {
      const restored = kept?.draft ?? null;
      // Its untouched parts are the stored base's: later copies refer to the same entry.
      base.current = kept?.base ?? null;
      setOffer(null);
      return restored;
    },
    discard: () => {
      setOffer(null);
      pending.current = null;
      base.current = null;
      write(key, null);
      write(baseKey, null);
    },
    /** After a save or a reload: nothing unsaved remains. */
    clear: () => {
      pending.current = null;
      base.current = null;
      write(key, null);
      write(baseKey, null);
    },
    flush,
  };
}
