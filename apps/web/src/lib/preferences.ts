import { useSyncExternalStore } from 'react';
import type { ThemeMode } from '../app/theme';

/** The user's display preferences, remembered in this browser. */
export interface Preferences {
  language: string;
  themeMode: ThemeMode;
}

const KEYS = { language: 'brewline.language', themeMode: 'brewline.theme' } as const;
const listeners = new Set<() => void>();

function read(): Preferences {
  const themeMode = localStorage.getItem(KEYS.themeMode) === 'dark' ? 'dark' : 'light';
  return { language: localStorage.getItem(KEYS.language) ?? 'en', themeMode };
}

let current = read();

export const preferencesStore = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: Partial<Preferences>) {
    current = { ...current, ...next };
    localStorage.setItem(KEYS.language, current.language);
    localStorage.setItem(KEYS.themeMode, current.themeMode);
    for (const listener of listeners) listener();
  },
};

export const usePreferences = () => useSyncExternalStore(preferencesStore.subscribe, preferencesStore.get);
