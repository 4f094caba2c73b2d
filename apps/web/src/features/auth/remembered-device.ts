import { normalizeEmail } from '@brewline/contracts/email';

/**
 * Remembered devices (decision 222): the token the code step answered when 'Remember this device for 30 days' was
 * ticked, kept in localStorage per email and sent with the password. Sign-out keeps it (that is its point); the server
 * forgets it after 30 days, when two-step sign-in is turned off, or on 'Forget remembered devices'.
 */
const KEY = 'two_step_devices';

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export const rememberedDevice = {
  get: (email: string): string | undefined => readAll()[normalizeEmail(email)],
  set(email: string, token: string) {
    localStorage.setItem(KEY, JSON.stringify({ ...readAll(), [normalizeEmail(email)]: token }));
  },
};
