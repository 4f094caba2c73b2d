/**
 * Where the browser keeps its copy of the session (lib/session-store.ts), one name per value. The boot step
 * (boot/first-requests-boot.ts) reads the same keys before any of the app's code has arrived.
 */
export const SESSION_KEYS = {
  token: 'token',
  userId: 'user_id',
  permissions: 'permissions',
  user: 'user',
  shopId: 'shop_id',
  isAdmin: 'isBrewlineAdmin',
  initUrl: 'init_url',
  /** The last figures the user saw (lib/kept-figures.ts): removed with the rest when the session ends. */
  keptFigures: 'brewline.keptFigures',
  /** The last pages drawn with the user's figures (lib/kept-page.ts): removed with the rest when the session ends. */
  keptPages: 'brewline.keptPages',
} as const;

/** Where the browser keeps the user's display choices (lib/preferences.ts): they outlast a session. */
export const PREFERENCE_KEYS = { language: 'brewline.language', themeMode: 'brewline.theme' } as const;
