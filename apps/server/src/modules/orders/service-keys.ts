import type { Database } from '../../db/client';
import { serviceKeys } from '../../db/schema/index';
import { hashToken, newSecretToken } from '../../lib/tokens';

/** Service keys start with this, so a leaked one is recognisable in logs and secret scanners. */
export const SERVICE_KEY_PREFIX = 'bwk_';

/**
 * Adds a service key (decision 081) and answers its secret, which is stored only as its SHA-256. shopId null makes a
 * platform key. `secret` is for the demo's documented key only; otherwise a random one is made.
 */
export async function issueServiceKey(
  db: Pick<Database, 'insert'>,
  options: { shopId: number | null; name: string; secret?: string },
): Promise<{ id: number; secret: string }> {
  const secret = options.secret ?? `${SERVICE_KEY_PREFIX}${newSecretToken()}`;
  const [row] = await db
    .insert(serviceKeys)
    .values({ shopId: options.shopId, name: options.name, keyHash: hashToken(secret) })
    .returning({ id: serviceKeys.id });
  return { id: row!.id, secret };
}
