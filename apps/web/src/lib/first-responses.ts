/**
 * The answers the boot step asked for before the app's scripts arrived (boot/first-requests-boot.ts, decision 279),
 * handed to the app's first read of the same path. Kept on the window: the boot step runs inline in the page, the
 * app in its modules, and they share nothing else.
 */
export interface FirstResponses {
  /** The token the requests carried: an answer is adopted only by a call with the same one. */
  token: string;
  /** When the requests left (Date.now()). */
  sentAt: number;
  /** Each path's answer, until a call adopts it. */
  byPath: Map<string, Promise<Response>>;
}

declare global {
  interface Window {
    brewlineFirstResponses?: FirstResponses;
  }
}

/**
 * How long an answer asked at boot may stand in for a fresh one. A phone that takes longer than this to start the
 * app asks again rather than show figures older than a minute; the live updates take over after that.
 */
export const FIRST_RESPONSE_MAX_AGE_MS = 60_000;

/**
 * The boot step's answer for a GET of this exact path with this token, taken once; undefined when there is none,
 * when it was asked for another user, or when it is too old to stand in for a fresh read.
 */
export function adoptFirstResponse(path: string, token: string | undefined, now = Date.now()): Promise<Response> | undefined {
  const first = typeof window === 'undefined' ? undefined : window.brewlineFirstResponses;
  if (!first || !token || first.token !== token) return undefined;
  const response = first.byPath.get(path);
  if (!response) return undefined;
  first.byPath.delete(path);
  return now - first.sentAt <= FIRST_RESPONSE_MAX_AGE_MS ? response : undefined;
}
