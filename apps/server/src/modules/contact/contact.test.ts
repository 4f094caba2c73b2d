import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@brewline/contracts/messages';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../db/schema/messaging';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { Mailer } from '../../ports/mailer';
import { createSandboxPayments } from '../../ports/payments';
import { createFileStorage } from '../../ports/storage';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app';

const filled = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Oat milk at Bluebird',
  message: 'Could Bluebird Coffee add oat milk to the app menu?',
};

describe('POST /api/contact-messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A low per-sender limit, so the limit test below needs only a few messages.
    t = await createTestApp({ seedDemo: false, env: { SUPPORT_EMAIL: 'help@brewline.test', RATE_LIMIT_PER_ACCOUNT: '3' } });
  });
  afterAll(() => t.close());

  const send = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/contact-messages', payload });

  it('keeps my message and mails it to the support address with my subject, name and email', async () => {
    const response = await send({ ...filled, firstName: '  Ada ' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();

    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({ ...filled, firstName: 'Ada' });

    const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.toAddress).toBe('help@brewline.test');
    expect(mail?.subject).toBe('Contact form: Oat milk at Bluebird');
    expect(mail?.textBody).toContain('Ada Lovelace');
    expect(mail?.textBody).toContain('ada@example.com');
    expect(mail?.textBody).toContain(filled.message);
  });

  it('refuses a subject with line breaks (a one-line text, decision 205), so no header can be slipped into the mail', async () => {
    const before = await t.db.select().from(mailOutbox);
    const response = await send({ ...filled, email: 'lines@example.com', subject: 'Hello\r\nBcc: someone@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'subject', messageKey: 'textControlCharacters' });
    expect(await t.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it.each([
    ['firstName', 'Please enter your first name.'],
    ['lastName', 'Please enter your last name.'],
    ['subject', 'Please enter your subject.'],
    ['message', 'Please enter your message.'],
    ['email', 'Please enter your email.'],
  ] as const)('refuses a message with an empty %s and says: %s', async (field, text) => {
    const before = await t.db.select().from(contactMessages);
    // Refused messages count toward the sender's limit too, so each case writes as its own sender.
    const response = await send({ ...filled, email: `empty-${field}@example.com`, [field]: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: text, field });
    expect(await t.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it('reports the first empty field in the order of the form check: first name before the others', async () => {
    const response = await send({ firstName: '', lastName: '', email: '', subject: '', message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ messageKey: 'contactFirstNameRequired', field: 'firstName' });
  });

  it("refuses an email that is not valid with the contact form's message", async () => {
    const response = await send({ ...filled, email: 'ada@' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: messages.contactEmailInvalid,
      messageKey: 'contactEmailInvalid',
      field: 'email',
    });
  });

  it('refuses a message longer than the limit', async () => {
    const response = await send({ ...filled, email: 'long@example.com', message: 'x'.repeat(5001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ messageKey: 'contactFieldTooLong', field: 'message' });
  });

  it('stops a sender who keeps writing with 429 and a Retry-After', async () => {
    const sender = { ...filled, email: 'busy@example.com' };
    for (let i = 0; i < 3; i += 1) expect((await send(sender)).statusCode).toBe(201);
    const refused = await send(sender);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.messageKey).toBe('tooManyAttempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another sender from the same address is still heard.
    expect((await send({ ...filled, email: 'other@example.com' })).statusCode).toBe(201);
  });

  it('counts refused messages toward the sender limit, so malformed floods are stopped as well', async () => {
    const sender = { ...filled, email: 'Sloppy@Example.com' };
    for (let i = 0; i < 3; i += 1) expect((await send({ ...sender, subject: '' })).statusCode).toBe(400);
    expect((await send({ ...sender, email: ' sloppy@example.com' })).statusCode).toBe(429);
  });
});

describe('POST /api/contact-messages when the mail cannot be sent', () => {
  let app: App;
  let database: DatabaseHandle;
  beforeAll(async () => {
    // test-app always uses the outbox; here the mailer itself fails.
    database = await openTestDatabase();
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'brewline-contact-')), WEB_DIST: '/nonexistent' });
    const failing: Mailer = { kind: 'smtp', send: () => Promise.reject(new Error('smtp down')) };
    app = await buildApp({
      config,
      database,
      mailer: failing,
      storage: createFileStorage(path.join(config.dataDir, 'storage')),
      payments: createSandboxPayments({ publicUrl: config.publicUrl, signingKey: randomBytes(32) }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers the contact form's failure message and still keeps the message for support", async () => {
    const response = await app.inject({ method: 'POST', url: '/api/contact-messages', payload: filled });
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toMatchObject({ message: messages.contactSendFailed, messageKey: 'contactSendFailed' });
    expect(await database.db.select().from(contactMessages)).toHaveLength(1);
  });
});
