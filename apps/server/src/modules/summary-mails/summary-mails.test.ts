import type { SummaryMailKind } from '@brewline/contracts/summary-mails';
import type { SummaryRunReport } from '@brewline/contracts/schemas/summary-mails';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logins } from '../../db/schema/accounts';
import { mailOutbox } from '../../db/schema/messaging';
import { summaryMailDeliveries } from '../../db/schema/summary-mails';
import { createTestApp, startSecondApp, type TestApp } from '../../test/test-app';
import type { SummaryMailContext } from './summary-mails.content';
import { SUMMARY_MAIL_MAX_ATTEMPTS } from './summary-mails.rules';
import type { SummaryMailContent } from './summary-mails.service';

// The demo's Bluebird Coffee and Harbor Roasters' shops are in Oregon and Washington: Pacific time, UTC-8 in winter.
const SUNDAY_8AM = new Date('2026-11-29T16:00:00Z');
const MONDAY_7_00 = new Date('2026-11-30T15:00:30Z');
const TUESDAY_6_59 = new Date('2026-12-01T14:59:00Z');
const TUESDAY_9_00 = new Date('2026-12-01T17:00:00Z');
const WEDNESDAY_7_30 = new Date('2026-12-02T15:30:00Z');

let clock = SUNDAY_8AM;
/** Mails the content was asked for, and a number of coming failures to throw. */
let failures = 0;
const built: SummaryMailContext[] = [];
/** When set, the next mail built waits here: a run held in the middle of its batch. */
let hold: { reached: () => void; until: Promise<void> } | undefined;

/** A real mail carrying what the scheduler handed over, so the outbox tells who got which mail of which morning. */
const content: SummaryMailContent = {
  async morning(context) {
    const held = hold;
    hold = undefined;
    if (held) {
      held.reached();
      await held.until;
    }
    return mail('morning', context);
  },
  async payoutStatement(context) {
    // Harbor's branches had no payout, say: nothing to send.
    if (context.shopName.startsWith('Harbor')) return null;
    return mail('payoutStatement', context);
  },
};
function mail(kind: SummaryMailKind, context: SummaryMailContext) {
  if (failures > 0) {
    failures -= 1;
    throw Object.assign(new Error('connect to smtp://mailer:hunter2@smtp.example.com refused'), { code: 'ECONNREFUSED' });
  }
  built.push(context);
  return {
    to: context.recipient.email,
    subject: `[test] ${kind} ${context.shopId} ${context.shopDate} ${context.language}`,
    text: `${context.overviewUrl}\n${context.unsubscribeUrl}\n`,
  };
}

let t: TestApp;
let owner: string;
let staff: string;
let chain: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ summaryMails: { now: () => clock, content } });
  owner = (await t.signIn('owner@demo.brewline.app')).authorization;
  staff = (await t.signIn('staff@demo.brewline.app')).authorization;
  chain = (await t.signIn('chain@demo.brewline.app')).authorization;
  admin = (await t.signIn('admin@demo.brewline.app')).authorization;
});
afterAll(() => t.close());

const settingsUrl = '/api/auth/summary-mails';
const save = (authorization: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: settingsUrl, headers: { authorization }, payload: payload as object });
const runDue = async (app = t.app, authorization = admin) => {
  const response = await app.inject({ method: 'POST', url: '/api/admin/summary-mails/run-due', headers: { authorization } });
  expect(response.statusCode).toBe(200);
  return response.json<SummaryRunReport>();
};
const testMails = () =>
  t.db
    .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(like(mailOutbox.subject, '[test] %'))
    .orderBy(mailOutbox.id);
const unsubscribeTokenIn = (text: string) => new URL(text.split('\n')[1]!).searchParams.get('token')!;
const unsubscribe = (payload: object) => t.app.inject({ method: 'POST', url: '/api/summary-mails/unsubscribe', payload });

describe('the summary mail settings', () => {
  it('answer 401 signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: settingsUrl })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: settingsUrl, payload: { morning: true, payoutStatement: true, language: 'en' } }))
        .statusCode,
    ).toBe(401);
  });

  it('are both off, in English, until saved; a save is read back', async () => {
    const read = await t.app.inject({ method: 'GET', url: settingsUrl, headers: { authorization: staff } });
    expect(read.json()).toEqual({ morning: false, payoutStatement: false, weekClose: 'none', language: 'en' });
    const saved = await save(staff, { morning: true, payoutStatement: true, weekClose: 'xero', language: 'fr' });
    expect(saved.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: settingsUrl, headers: { authorization: staff } })).json()).toEqual({
      morning: true,
      payoutStatement: true,
      weekClose: 'xero',
      language: 'fr',
    });
    // A save without the choice (an older page) means none.
    expect((await save(staff, { morning: true, payoutStatement: false, language: 'fr' })).json()).toMatchObject({ weekClose: 'none' });
  });

  it('refuse a language we do not speak and a missing field', async () => {
    expect((await save(staff, { morning: true, payoutStatement: false, language: 'de' })).statusCode).toBe(400);
    expect((await save(staff, { morning: true, language: 'en' })).statusCode).toBe(400);
    expect((await save(staff, { morning: 'yes', payoutStatement: false, language: 'en' })).statusCode).toBe(400);
    expect((await save(staff, { morning: true, payoutStatement: true, weekClose: 'sage', language: 'en' })).statusCode).toBe(400);
  });
});

describe('POST /api/admin/summary-mails/run-due', () => {
  it('is for platform administrators only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/summary-mails/run-due' })).statusCode).toBe(401);
    const byOwner = await t.app.inject({ method: 'POST', url: '/api/admin/summary-mails/run-due', headers: { authorization: owner } });
    expect(byOwner.statusCode).toBe(403);
  });
});

describe('the scheduler', () => {
  let other: Awaited<ReturnType<typeof startSecondApp>>['app'];
  let closeOther: () => Promise<void> = async () => {};
  beforeAll(async () => {
    clock = SUNDAY_8AM;
    expect((await save(owner, { morning: true, payoutStatement: true, language: 'en' })).statusCode).toBe(200);
    expect((await save(staff, { morning: true, payoutStatement: false, language: 'fr' })).statusCode).toBe(200);
    expect((await save(chain, { morning: true, payoutStatement: true, language: 'es' })).statusCode).toBe(200);
    expect((await save(admin, { morning: true, payoutStatement: true, language: 'en' })).statusCode).toBe(200);
    // A second app process on the same database (its own pool on PostgreSQL, the shared connection on PGlite).
    ({ app: other, close: closeOther } = await startSecondApp(t, { now: () => clock, content }));
  });
  afterAll(() => closeOther());
  beforeEach(() => {
    failures = 0;
  });

  it('sends each due mail exactly once when two processes run the same morning at once', async () => {
    clock = MONDAY_7_00;
    const [a, b] = await Promise.all([runDue(t.app), runDue(other)]);
    const mails = await testMails();
    const bluebird = (await t.signInToShop('owner@demo.brewline.app')).shopId;
    const harbor = (await t.signIn('chain@demo.brewline.app')).session.shops;
    const branches = harbor.filter((shop) => shop.shopName !== 'Harbor Roasters').map((shop) => shop.shopId);
    expect(branches).toHaveLength(3);
    expect(mails.map(({ to, subject }) => `${to} ${subject}`).sort()).toEqual(
      [
        `owner@demo.brewline.app [test] morning ${bluebird} 2026-11-30 en`,
        `owner@demo.brewline.app [test] payoutStatement ${bluebird} 2026-11-30 en`,
        `staff@demo.brewline.app [test] morning ${bluebird} 2026-11-30 fr`,
        // The chain's parent shop sells nothing: no mail for it; its branches had no payout.
        ...branches.map((shopId) => `chain@demo.brewline.app [test] morning ${shopId} 2026-11-30 es`),
      ].sort(),
    );
    // Both runs together sent each mail once, and the administrator got none.
    expect(a.sent + b.sent).toBe(mails.length);
    expect([...a.mails, ...b.mails]).toHaveLength(mails.length);
    expect(mails.some((m) => m.to === 'admin@demo.brewline.app')).toBe(false);
    expect(built.find((c) => c.shopId === bluebird)).toMatchObject({
      timeZone: 'America/Los_Angeles',
      overviewUrl: `${t.config.publicUrl}/app/overview?shop=${bluebird}`,
    });
    // A run later the same morning finds everything done; Sunday's mornings, never sent, are not worth sending now.
    expect(await runDue(other)).toEqual({ sent: 0, failed: 0, mails: [] });
    expect(mails.some((m) => m.subject.includes('2026-11-29'))).toBe(false);
  });

  it('sends nothing before 7:00 shop time', async () => {
    clock = TUESDAY_6_59;
    expect(await runDue()).toEqual({ sent: 0, failed: 0, mails: [] });
  });

  it('after a missed morning, sends that morning once on restart, and a second run sends nothing', async () => {
    const before = (await testMails()).length;
    clock = TUESDAY_9_00;
    const first = await runDue(other);
    // Tuesday's morning summaries; no payout statement on a Tuesday (Monday's went already).
    expect(first.mails.map((m) => `${m.kind} ${m.shopDate}`).sort()).toEqual(Array(5).fill('morning 2026-12-01'));
    expect(await runDue(t.app)).toEqual({ sent: 0, failed: 0, mails: [] });
    expect((await testMails()).length).toBe(before + 5);
  });

  it('keeps a failed mail pending with its error, without the secret, and sends it on the next run', async () => {
    clock = WEDNESDAY_7_30;
    failures = 1;
    const first = await runDue();
    expect(first.failed).toBe(1);
    expect(first.sent).toBe(4);
    const [pending] = await t.db.select().from(summaryMailDeliveries).where(eq(summaryMailDeliveries.status, 'pending'));
    expect(pending).toMatchObject({ attempts: 1, shopDate: '2026-12-02' });
    expect(pending!.lastError).toContain('ECONNREFUSED');
    expect(pending!.lastError).not.toContain('hunter2');
    const second = await runDue();
    expect(second).toMatchObject({ sent: 1, failed: 0 });
    expect(second.mails[0]!.shopDate).toBe('2026-12-02');
  });

  it('gives a mail up after its attempts', async () => {
    clock = new Date('2026-12-03T15:30:00Z');
    failures = 1_000;
    for (let run = 0; run < SUMMARY_MAIL_MAX_ATTEMPTS; run++) expect((await runDue()).sent).toBe(0);
    const rows = await t.db.select().from(summaryMailDeliveries).where(eq(summaryMailDeliveries.shopDate, '2026-12-03'));
    expect(rows.map((row) => `${row.status} ${row.attempts}`)).toEqual(Array(5).fill(`failed ${SUMMARY_MAIL_MAX_ATTEMPTS}`));
    failures = 0;
    expect((await runDue()).sent).toBe(0);
  });

  it('sends the statement only on Mondays', async () => {
    const statements = await t.db.select().from(summaryMailDeliveries).where(eq(summaryMailDeliveries.kind, 'payoutStatement'));
    expect(new Set(statements.map((row) => row.shopDate))).toEqual(new Set(['2026-11-30']));
  });

  it('sends a mail turned on at the next run, for the latest morning, and never twice for one morning', async () => {
    clock = new Date('2026-12-04T18:00:00Z'); // Friday 10:00
    expect((await runDue()).sent).toBe(5);
    // Turned off and on again: Friday's mail went already.
    await save(owner, { morning: false, payoutStatement: false, language: 'en' });
    await save(owner, { morning: true, payoutStatement: true, language: 'en' });
    // Fresh Start Cafe is not onboarded yet: nothing to summarize, no mail.
    const newOwner = (await t.signIn('new@demo.brewline.app')).authorization;
    expect((await save(newOwner, { morning: true, payoutStatement: true, language: 'en' })).statusCode).toBe(200);
    expect(await runDue()).toEqual({ sent: 0, failed: 0, mails: [] });
    // A user who turns the morning summary on gets the latest one at the next run.
    await save(staff, { morning: false, payoutStatement: false, language: 'fr' });
    await t.db.delete(summaryMailDeliveries).where(eq(summaryMailDeliveries.shopDate, '2026-12-04'));
    await save(staff, { morning: true, payoutStatement: false, language: 'fr' });
    clock = new Date('2026-12-04T18:01:00Z');
    const report = await runDue();
    expect(report.mails.filter((m) => m.email === 'staff@demo.brewline.app').map((m) => `${m.kind} ${m.shopDate}`)).toEqual([
      'morning 2026-12-04',
    ]);
  });

  it('skips a mail whose user turned it off before it was sent', async () => {
    clock = new Date('2026-12-05T15:10:00Z'); // Saturday 7:10
    const [{ id: staffId }] = (await t.db.select({ id: logins.id }).from(logins).where(eq(logins.email, 'staff@demo.brewline.app'))) as [
      { id: number },
    ];
    failures = 1_000;
    await runDue();
    failures = 0;
    await save(staff, { morning: false, payoutStatement: false, language: 'fr' });
    const report = await runDue();
    expect(report.mails.some((m) => m.email === 'staff@demo.brewline.app')).toBe(false);
    const [row] = await t.db
      .select()
      .from(summaryMailDeliveries)
      .where(and(eq(summaryMailDeliveries.loginId, staffId), eq(summaryMailDeliveries.shopDate, '2026-12-05')));
    expect(row!.status).toBe('skipped');
  });

  it('drops a failed morning once a later one is due: only the latest is sent', async () => {
    clock = new Date('2026-12-06T15:10:00Z'); // Sunday 7:10
    failures = 1;
    expect((await runDue()).failed).toBe(1);
    clock = new Date('2026-12-07T15:10:00Z'); // Monday 7:10
    const report = await runDue();
    expect(report.mails.some((m) => m.shopDate === '2026-12-06')).toBe(false);
    expect(report.mails.some((m) => m.shopDate === '2026-12-07')).toBe(true);
    const sunday = await t.db.select().from(summaryMailDeliveries).where(eq(summaryMailDeliveries.shopDate, '2026-12-06'));
    expect(sunday.filter((row) => row.status !== 'sent').map((row) => `${row.status} ${row.lastError}`)).toEqual(['skipped superseded']);
  });

  it('stops a run at the shutdown after the mail being sent, and gives its other claims back (decision 287)', async () => {
    clock = new Date('2026-12-08T15:10:00Z'); // Tuesday 7:10
    let reached!: () => void;
    let go!: () => void;
    const atFirstMail = new Promise<void>((resolve) => {
      reached = resolve;
    });
    hold = { reached, until: new Promise<void>((resolve) => (go = resolve)) };
    t.app.summaryMailScheduler.start();
    await atFirstMail;
    const claimed = await t.db.select().from(summaryMailDeliveries).where(eq(summaryMailDeliveries.shopDate, '2026-12-08'));
    expect(claimed.length).toBeGreaterThan(1);
    expect(claimed.every((row) => row.status === 'sending')).toBe(true);
    const stopped = t.app.summaryMailScheduler.stop();
    go();
    await stopped;
    const after = await t.db.select().from(summaryMailDeliveries).where(eq(summaryMailDeliveries.shopDate, '2026-12-08'));
    // The mail being sent went; the others are pending again, their attempt not counted, free for the next run.
    expect(after.filter((row) => row.status === 'sent')).toHaveLength(1);
    expect(after.filter((row) => row.status !== 'sent').map((row) => `${row.status} ${row.attempts} ${row.claimedUntil}`)).toEqual(
      Array(claimed.length - 1).fill('pending 0 null'),
    );
    expect((await runDue(other)).sent).toBe(claimed.length - 1);
  });
});

describe('POST /api/summary-mails/unsubscribe', () => {
  let ownerToken: string;
  beforeAll(async () => {
    const mailOf = (await testMails()).find((m) => m.to === 'owner@demo.brewline.app' && m.subject.includes(' morning '));
    ownerToken = unsubscribeTokenIn(mailOf!.text);
  });

  it('turns off the kind its token names, for the user it names, without signing in; twice answers the same', async () => {
    await save(owner, { morning: true, payoutStatement: true, language: 'it' });
    for (let i = 0; i < 2; i++) {
      const response = await unsubscribe({ token: ownerToken });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ kind: 'morning' });
    }
    const read = await t.app.inject({ method: 'GET', url: settingsUrl, headers: { authorization: owner } });
    expect(read.json()).toEqual({ morning: false, payoutStatement: true, weekClose: 'none', language: 'it' });
  });

  it('refuses a forged token and a token moved to another kind', async () => {
    const [loginId, , signature] = ownerToken.split('.') as [string, string, string];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const token of [
      `${loginId}.morning.${flipped}`,
      `${loginId}.payoutStatement.${signature}`,
      `${Number(loginId) + 1}.morning.${signature}`,
      'nonsense',
    ]) {
      const response = await unsubscribe({ token });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', messageKey: 'summaryUnsubscribeInvalid' });
    }
    const read = await t.app.inject({ method: 'GET', url: settingsUrl, headers: { authorization: owner } });
    expect(read.json()).toMatchObject({ payoutStatement: true });
  });

  it("takes a mail program's one-click post (RFC 8058)", async () => {
    await save(owner, { morning: true, payoutStatement: true, language: 'en' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/summary-mails/unsubscribe?token=${encodeURIComponent(ownerToken)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: settingsUrl, headers: { authorization: owner } })).json()).toMatchObject({
      morning: false,
    });
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/summary-mails/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(noToken.statusCode).toBe(400);
  });

  it('takes the one-click post at the link the mail carries, so List-Unsubscribe can name that link', async () => {
    await save(owner, { morning: true, payoutStatement: true, language: 'en' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?token=${encodeURIComponent(ownerToken)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'morning' });
    expect((await t.app.inject({ method: 'GET', url: settingsUrl, headers: { authorization: owner } })).json()).toMatchObject({
      morning: false,
      payoutStatement: true,
    });
  });
});
