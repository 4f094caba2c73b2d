/** Sign-in's rules, pure: what a session keeps of its device, and how a device is named. */
import Bowser from 'bowser';
import type { SessionDevice } from './auth.repository';
import type { ClientInfo } from './auth.service';

/** What a session keeps of the browser that opened it: the User-Agent is cut to this many characters. */
export const USER_AGENT_MAX_LENGTH = 512;

/** What a new session keeps: the User-Agent cut to a sane length, the address; nothing empty. */
export function sessionDevice(client: ClientInfo): SessionDevice {
  const userAgent = client.userAgent?.trim().slice(0, USER_AGENT_MAX_LENGTH);
  return { userAgent: userAgent || null, clientAddress: client.clientAddress || null };
}

/** The browser and system a User-Agent names ('Chrome', 'Android'), by bowser; null where it names none. */
export function browserOf(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name || null, os: parsed.os.name || null };
}

/** A session's last seen time is written at most this often (decision 215). */
export const LAST_SEEN_INTERVAL_MS = 60_000;
