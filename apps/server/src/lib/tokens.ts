import { createHash, randomBytes } from 'node:crypto';

/** A new secret for a session or a mailed link: 32 random bytes, base64url (43 characters). */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a secret token: its SHA-256, so a copy of the database yields no working token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
