import { useSyncExternalStore } from 'react';
import { type Language, LOOK_COOKIE, lookCookieValue, type ThemeMode } from '@brewline/contracts/languages';
import { PREFERENCE_KEYS } from './session-keys';

/** Light or dark: the theme (app/theme.ts) is built from it. */
export type { ThemeMode };

/** The user's display preferences, remembered in this browser. */
export interface Preferences {
  /** The language on screen; it changes only once that language's texts are loaded (see lib/i18n.ts). */
  language: Language;
  themeMode: ThemeMode;
}

const KEYS = PREFERENCE_KEYS;
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

/**
 * Mirrors what is remembered into a cookie the server reads (LOOK_COOKIE): a page whose first paint would not be
 * English and light is then sent without its prerendered English, light screen, so it never flashes that first.
 */
function rememberLookForServer(): void {
  try {
    const value = lookCookieValue({ language: load(KEYS.language), themeMode: load(KEYS.themeMode) === 'dark' ? 'dark' : 'light' });
    if (document.cookie.split('; ').includes(`${LOOK_COOKIE}=${value}`)) return;
    document.cookie = `${LOOK_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // no document (the build's prerendering) or cookies switched off: pages then come prerendered in English
  }
}

let current: Preferences = { language: 'en', themeMode: load(KEYS.themeMode) === 'dark' ? 'dark' : 'light' };
// Choices remembered before the cookie existed reach the server from the next page on.
rememberLookForServer();

/** The look the build prerenders pages in; hydrating a prerendered page starts from it (see main.tsx). */
const PRERENDERED: Preferences = { language: 'en', themeMode: 'light' };

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
    if (remember) rememberLookForServer();
    for (const listener of listeners) listener();
  },
};

export const usePreferences = () => useSyncExternalStore(preferencesStore.subscribe, preferencesStore.get, () => PRERENDERED);
