import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { sessions } from './schema/accounts';

/** A login's live sessions: not ended and not expired. */
export const liveSessionsOf = (loginId: number) =>
  and(eq(sessions.loginId, loginId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** A login's live sessions but the one asking: what 'sign out all other devices' and a password change end. */
export const otherLiveSessionsOf = (loginId: number, keepSessionId: number) => and(liveSessionsOf(loginId), ne(sessions.id, keepSessionId));
