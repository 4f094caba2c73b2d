import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema/messaging';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer';
import { createSandboxPayments, type Payments } from './payments';
import { createStripePayments } from './stripe-payments';
import { createFileStorage, createS3Storage, type ObjectStorage } from './storage';

/** A secret generated once and shared by every app process through the database. */
export async function sharedSecret(db: Database, name: string): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return Buffer.from(row!.value, 'base64url');
}

/** Chooses each port's implementation from the configuration: the embedded default unless a real service is named. */
export async function createPorts(config: Config, db: Database): Promise<{ mailer: Mailer; storage: ObjectStorage; payments: Payments }> {
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db);
  const storage = config.s3Bucket
    ? await createS3Storage(config.s3Bucket, config.s3Region)
    : createFileStorage(path.join(config.dataDir, 'storage'));
  const payments = config.stripeSecretKey
    ? createStripePayments({
        secretKey: config.stripeSecretKey,
        publicUrl: config.publicUrl,
        signingKey: await sharedSecret(db, 'payments-stripe'),
      })
    : createSandboxPayments({ publicUrl: config.publicUrl, signingKey: await sharedSecret(db, 'payments-sandbox'), db });
  return { mailer, storage, payments };
}
