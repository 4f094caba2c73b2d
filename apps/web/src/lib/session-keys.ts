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
} as const;
