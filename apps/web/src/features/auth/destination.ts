import type { ClientSession } from '../../lib/session-store';

const NOT_A_DESTINATION = new Set(['', '/', '/signin', '/signup']);

/** Where a signed-in user goes: the remembered origin when it suits them, else their overview. */
export function destinationFor(client: ClientSession, origin: string | undefined): string {
  const home = client.isAdmin ? '/admin/overview' : '/app/overview';
  if (!origin || NOT_A_DESTINATION.has(origin.split('?')[0]!)) return home;
  const area = client.isAdmin ? '/admin' : '/app';
  return origin.startsWith(`${area}/`) || origin === area ? origin : home;
}
