import type { Database } from '../../db/client';
import { oneTimeTokens } from '../../db/schema/index';
import { hashToken, newSecretToken } from '../../lib/tokens';

export type OneTimeTokenPurpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

export const HOUR_MS = 3_600_000;

/**
 * Issues a single-use link token: 32 random bytes, base64url. Only its SHA-256 is stored, so a copy of the
 * database yields no working link. Takes any handle that can insert (the seed passes its transaction).
 */
export async function issueOneTimeToken(
  db: Pick<Database, 'insert'>,
  input: { purpose: OneTimeTokenPurpose; loginId: number; ttlMs: number },
): Promise<string> {
  const token = newSecretToken();
  await db.insert(oneTimeTokens).values({
    purpose: input.purpose,
    loginId: input.loginId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + input.ttlMs),
  });
  return token;
}
