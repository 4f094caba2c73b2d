import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/messaging';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isLoopbackAddress } from './dev-mailbox.routes';

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

  it('knows the loopback addresses in every form', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '1270.0.0.1', 'localhost'].some(isLoopbackAddress)).toBe(false);
  });
});
