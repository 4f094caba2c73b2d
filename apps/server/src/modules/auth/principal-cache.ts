import type { Session } from '@brewline/contracts/schemas/auth';
import type { AuthenticatedPrincipal } from '../../lib/principal';

/** What one live session resolved to, as loaded in one snapshot. */
export interface CachedPrincipal {
  principal: AuthenticatedPrincipal;
  /** What GET /api/auth/session answers for it. */
  session: Session;
  /** logins.auth_version when it was loaded (database triggers bump it on every change that matters). */
  authVersion: number;
  /** Date.now() after which the entry is not used: the TTL backstop, or the session's own expiry if sooner. */
  until: number;
}

/** The channel the database triggers NOTIFY on; the payload is a login id, or '*' for several. */
export const AUTH_CHANNEL = 'brewline_auth';

/**
 * The principals of recent bearer tokens, keyed by the token's SHA-256, bounded in size and time (decision 024).
 * `invalidate` drops entries; `epoch` counts invalidations, so that a load that raced one is not stored.
 */
export function createPrincipalCache(options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {}) {
  const { maxEntries = 10_000, ttlMs = 30_000, now = Date.now } = options;
  const entries = new Map<string, CachedPrincipal>();
  let epoch = 0;

  return {
    ttlMs,
    get epoch() {
      return epoch;
    },
    get size() {
      return entries.size;
    },

    get(tokenHash: string): CachedPrincipal | null {
      const entry = entries.get(tokenHash);
      if (!entry) return null;
      if (entry.until <= now()) {
        entries.delete(tokenHash);
        return null;
      }
      return entry;
    },

    /** Stores an entry loaded when the epoch was `loadedAt`; not if anything was invalidated since. */
    set(tokenHash: string, entry: Omit<CachedPrincipal, 'until'> & { expiresAt: Date }, loadedAt: number) {
      if (loadedAt !== epoch) return;
      entries.delete(tokenHash);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const { expiresAt, ...rest } = entry;
      entries.set(tokenHash, { ...rest, until: Math.min(now() + ttlMs, expiresAt.getTime()) });
    },

    delete(tokenHash: string) {
      entries.delete(tokenHash);
    },

    /** A NOTIFY payload: a login id drops that login's entries; '*' (or anything else) drops them all. */
    invalidate(payload: string) {
      epoch++;
      const loginId = /^\d+$/.test(payload) ? Number(payload) : null;
      if (loginId === null) {
        entries.clear();
        return;
      }
      for (const [tokenHash, entry] of entries) if (entry.principal.loginId === loginId) entries.delete(tokenHash);
    },
  };
}
export type PrincipalCache = ReturnType<typeof createPrincipalCache>;
