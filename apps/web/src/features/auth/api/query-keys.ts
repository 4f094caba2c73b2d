import { sharedKeys } from '../../../lib/query-keys';

/** The auth feature's cached reads. Invalidate `all` to read the session again, whatever the token. */
export const authKeys = {
  all: sharedKeys.session,
  session: (token: string) => [...sharedKeys.session, token] as const,
};
