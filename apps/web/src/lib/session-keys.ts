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
} as const;
