import { useSyncExternalStore } from 'react';
import type { Language } from './languages';

/** Light or dark: the theme (app/theme.ts) is built from it. */
export type ThemeMode = 'light' | 'dark';

/** The user's display preferences, remembered in this browser. */
export interface Preferences {
  /** The language on screen; it changes only once that language's texts are loaded (see lib/i18n.ts). */
  language: Language;
  themeMode: ThemeMode;
}

const KEYS = { language: 'brewline.language', themeMode: 'brewline.theme' } as const;
const listeners = new Set<() => void>();

// Storage can be switched off or full; preferences then last for this page only.
function load(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function save(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // nothing to do: the choice still holds until the page is closed
  }
}

let current: Preferences = { language: 'en', themeMode: load(KEYS.themeMode) === 'dark' ? 'dark' : 'light' };

export const preferencesStore = {
  get: () => current,
  /** The language chosen earlier in this browser (by the menu or a ?lng= link), if any. */
  rememberedLanguage: () => load(KEYS.language),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Applies and remembers; `remember: false` applies only (a language guessed from the browser is not a choice). */
  set(next: Partial<Preferences>, { remember = true }: { remember?: boolean } = {}) {
    current = { ...current, ...next };
    if (remember && next.language) save(KEYS.language, next.language);
    if (remember && next.themeMode) save(KEYS.themeMode, next.themeMode);
    for (const listener of listeners) listener();
  },
};

export const usePreferences = () => useSyncExternalStore(preferencesStore.subscribe, preferencesStore.get);
