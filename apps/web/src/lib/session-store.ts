import type { Session, SessionShop } from '@brewline/contracts/schemas/auth';
import { ADMIN_SHOP_ID } from '@brewline/contracts/constants';
import { useSyncExternalStore } from 'react';
import { SESSION_KEYS } from './session-keys';
import { DEFAULT_START_PATH } from './ui-constants';

/**
 * The browser's copy of the session: token, user id, all permissions, the user record,
 * the shop id (or 'multiple' until one is chosen) and the admin flag. The server stays the authority:
 * the copy is refreshed from GET /api/auth/session on every start, and every call is checked there.
 */
export type SelectedShop = number | 'multiple' | null;

export interface ClientSession {
  token: string;
  session: Session;
  shopId: SelectedShop;
  isAdmin: boolean;
}

const KEYS = SESSION_KEYS;

let current: ClientSession | null = read();
const listeners = new Set<() => void>();

function read(): ClientSession | null {
  try {
    const token = localStorage.getItem(KEYS.token);
    const user = localStorage.getItem(KEYS.user);
    const shops = localStorage.getItem(KEYS.permissions);
    if (!token || !user || !shops) return null;
    const rawShop = localStorage.getItem(KEYS.shopId);
    const shopId: SelectedShop = rawShop === 'multiple' ? 'multiple' : rawShop ? Number(rawShop) : null;
    return {
      token,
      session: { user: JSON.parse(user), shops: JSON.parse(shops) },
      shopId,
      isAdmin: localStorage.getItem(KEYS.isAdmin) === 'true',
    };
  } catch {
    return null;
  }
}

/** The storage entries (key, value) that hold a session; the browser journeys sign in by writing the same. */
export function sessionEntries(session: ClientSession): Array<[key: string, value: string]> {
  return [
    [KEYS.token, session.token],
    [KEYS.userId, String(session.session.user.id)],
    [KEYS.user, JSON.stringify(session.session.user)],
    [KEYS.permissions, JSON.stringify(session.session.shops)],
    [KEYS.shopId, session.shopId === null ? '' : String(session.shopId)],
    [KEYS.isAdmin, String(session.isAdmin)],
  ];
}

function write(next: ClientSession | null) {
  current = next;
  if (next) {
    for (const [key, value] of sessionEntries(next)) localStorage.setItem(key, value);
  } else {
    for (const key of Object.values(KEYS)) localStorage.removeItem(key);
    // After sign-out the next sign-in starts from the default start page.
    localStorage.setItem(KEYS.initUrl, DEFAULT_START_PATH);
  }
  for (const listener of listeners) listener();
}

/** The shop selected right after sign-in: the admin marker, the only shop, or 'multiple' for the chooser. */
export function initialShop(session: Session): SelectedShop {
  if (session.user.isPlatformAdmin) return ADMIN_SHOP_ID;
  if (session.shops.length === 1) return session.shops[0]!.shopId;
  return session.shops.length > 1 ? 'multiple' : null;
}

export const sessionStore = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(token: string, session: Session) {
    write({ token, session, shopId: initialShop(session), isAdmin: session.user.isPlatformAdmin });
  },
  /** Fresh data from the server; keeps the chosen shop while the user still holds an entry for it. */
  refresh(session: Session) {
    if (!current) return;
    const stillHeld = typeof current.shopId === 'number' && session.shops.some((shop) => shop.shopId === current!.shopId);
    const shopId = session.user.isPlatformAdmin ? ADMIN_SHOP_ID : stillHeld ? current.shopId : initialShop(session);
    write({ ...current, session, shopId, isAdmin: session.user.isPlatformAdmin });
  },
  selectShop(shopId: number) {
    if (current) write({ ...current, shopId });
  },
  signOut() {
    write(null);
  },
  /** The first URL the user asked for, remembered by the guards to go back to after sign-in. */
  get initUrl() {
    try {
      return localStorage.getItem(KEYS.initUrl) ?? '';
    } catch {
      // no storage: switched off, or the build prerendering a page (where nobody is signed in)
      return '';
    }
  },
  set initUrl(url: string) {
    localStorage.setItem(KEYS.initUrl, url);
  },
};

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === KEYS.token || event.key === KEYS.shopId || event.key === null) {
      current = read();
      for (const listener of listeners) listener();
    }
  });
}

/** Who the build draws a page for (prerender.tsx): nobody, or the placeholder user of a dashboard screen. */
let drawnFor: ClientSession | null = null;

/**
 * The build's prerendering draws a dashboard screen's frame and first render for a placeholder user (decision 276);
 * never called in the browser, where that page is replaced by the real user's first render (app/start.tsx).
 */
export function drawPagesFor(client: ClientSession | null): void {
  drawnFor = client;
}

export function useClientSession(): ClientSession | null {
  // A prerendered public page (main.tsx) was drawn signed out: hydration starts from that, then follows the browser's copy.
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => drawnFor);
}

export function selectedShopEntry(client: ClientSession | null): SessionShop | undefined {
  if (!client || typeof client.shopId !== 'number') return undefined;
  return client.session.shops.find((shop) => shop.shopId === client.shopId);
}

/** The id of the shop the dashboard has selected, or null: for screens that also serve the admin area, without one. */
export function useSelectedShopId(): number | null {
  return selectedShopEntry(useClientSession())?.shopId ?? null;
}

/**
 * The selected shop's entry (id, permissions, onboarded) on a /app screen. The shop guard (RequireShop) draws no
 * screen without one, so a screen never checks for it; called anywhere else it throws.
 */
export function useShopEntry(): SessionShop {
  const entry = selectedShopEntry(useClientSession());
  if (!entry) throw new Error('useShopEntry is only for screens behind the shop guard');
  return entry;
}

/** The selected shop's id on a /app screen (see useShopEntry). */
export function useShopId(): number {
  return useShopEntry().shopId;
}
