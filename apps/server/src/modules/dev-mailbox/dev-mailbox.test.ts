import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/messaging';
import { createOutboxMailer } from '../../ports/mailer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isLoopbackAddress } from '../../lib/loopback';

describe('the dev mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    await t.db.insert(mailOutbox).values({
      toAddress: 'owner@example.com',
      subject: 'Reset your password',
      textBody: 'Open http://localhost:3000/passwordreset?id=abc',
    });
  });
  afterAll(() => t.close());

  it('shows the outbox with clickable links to a browser on the same machine', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Reset your password');
    expect(response.body).toContain('<a href="http://localhost:3000/passwordreset?id=abc">');
  });

  it('hides the outbox, and its reset links, from any other address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('passwordreset');
  });

  it('does not believe a forwarded address claiming to be the machine itself', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('does not answer a visitor whom a proxy on the machine passes on (behind HAProxy or nginx)', async () => {
    for (const headers of [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1', headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('passwordreset');
    }
  });

  it('keeps a mail with its files and headers, lists the files and serves each to the machine itself', async () => {
    const content = Buffer.from([0, 1, 2, 250, 251, 252]);
    await createOutboxMailer(t.db).send({
      to: 'owner@example.com',
      subject: 'Your statement',
      text: 'Attached.',
      attachments: [
        { filename: 'notes.txt', contentType: 'text/plain', content: Buffer.from('first') },
        { filename: 'Relevé "Nord".bin', contentType: 'application/octet-stream', content },
      ],
      headers: { 'List-Unsubscribe': '<http://localhost:3000/u?token=x>' },
    });
    const [kept] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(kept!.headers).toEqual({ 'List-Unsubscribe': '<http://localhost:3000/u?token=x>' });

    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(page.body).toContain(
      `<a href="/dev/mailbox/${kept!.id}/attachments/1">Relevé &quot;Nord&quot;.bin</a> (application/octet-stream, 6 bytes)`,
    );

    const file = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${kept!.id}/attachments/1`, remoteAddress: '127.0.0.1' });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(content)).toBe(true);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Relev_ -Nord-.bin"; filename*=UTF-8''Relev%C3%A9%20-Nord-.bin`);

    for (const url of [
      `/dev/mailbox/${kept!.id}/attachments/2`,
      `/dev/mailbox/${kept!.id}/attachments/x`,
      '/dev/mailbox/0/attachments/0',
    ]) {
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' })).statusCode, url).toBe(404);
    }
    const elsewhere = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${kept!.id}/attachments/1`, remoteAddress: '203.0.113.9' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.rawPayload.equals(content)).toBe(false);
  });

  it('knows the loopback addresses in every form', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '1270.0.0.1', 'localhost'].some(isLoopbackAddress)).toBe(false);
  });
});
