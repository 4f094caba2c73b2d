import { messages } from '@brewline/contracts/messages';
import { eq } from 'drizzle-orm';
import { shopHours } from '../../db/schema/shops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const week = Array.from({ length: 7 }, (_, day) => ({ day, openMinute: 6 * 60 + 30, closeMinute: 15 * 60, isOpen: day !== 0 }));

describe('shop hours', () => {
  let t: TestApp;
  let owner: { authorization: string };
  let shopId: number;
  let bluebirdId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ shopId, ...owner } = await t.signInToShop('new@demo.brewline.app'));
    ({ shopId: bluebirdId } = await t.signInToShop('owner@demo.brewline.app'));
  });
  afterAll(() => t.close());

  type Row = (typeof week)[number];
  const get = () => t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/hours`, headers: owner });
  const currentVersion = async () => (await get()).json<{ version: number }>().version;
  /** Saves from the current version unless one is given, as a screen that has just loaded the hours would. */
  const put = async (hours: unknown, version?: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/shops/${shopId}/hours`,
      headers: owner,
      payload: { hours, version: version ?? (await currentVersion()) },
    });
  const storedWeek = async () =>
    (await t.db.select().from(shopHours).where(eq(shopHours.shopId, shopId)).orderBy(shopHours.day)).map(
      ({ day, openMinute, closeMinute, isOpen }): Row => ({ day, openMinute, closeMinute, isOpen }),
    );

  it('answers 07:00 to 09:00, open every day, for a shop that has no hours yet', async () => {
    await t.db.delete(shopHours).where(eq(shopHours.shopId, shopId));
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json().hours).toEqual(
      Array.from({ length: 7 }, (_, day) => ({ day, openMinute: 420, closeMinute: 540, isOpen: true })),
    );
  });

  it('saves a week and reads it back, Sunday first, whatever order it was sent in', async () => {
    const response = await put([...week].reverse());
    expect(response.statusCode).toBe(200);
    expect((await get()).json().hours).toEqual(week);
    const changed = week.map((row) => (row.day === 3 ? { ...row, closeMinute: 20 * 60 } : row));
    expect((await put(changed)).statusCode).toBe(200);
    expect((await get()).json().hours[3]).toEqual({ day: 3, openMinute: 390, closeMinute: 1200, isOpen: true });
  });

  it('answers the version with the hours, and each save answers the next one', async () => {
    const loaded = (await get()).json<{ version: number }>();
    expect(Number.isInteger(loaded.version)).toBe(true);
    const saved = await put(week, loaded.version);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ hours: week, version: loaded.version + 1 });
    expect(await currentVersion()).toBe(loaded.version + 1);
  });

  it('refuses the second of two people who loaded the same hours, keeping what the first saved', async () => {
    const version = await currentVersion();
    const first = week.map((row) => ({ ...row, openMinute: 8 * 60 }));
    const second = week.map((row) => ({ ...row, closeMinute: 22 * 60 }));
    expect((await put(first, version)).statusCode).toBe(200);
    const refused = await put(second, version);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: 'CONFLICT', message: messages.staleCopy, messageKey: 'staleCopy', requestId: expect.any(String) },
    });
    expect((await get()).json()).toEqual({ hours: first, version: version + 1 });
    expect(await storedWeek()).toEqual(first);
  });

  it('takes exactly one of twenty saves sent at once from the same version', async () => {
    const version = await currentVersion();
    const attempts = Array.from({ length: 20 }, (_, i) => week.map((row) => ({ ...row, closeMinute: 12 * 60 + i })));
    const responses = await Promise.all(attempts.map((hours) => put(hours, version)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const winner = attempts[statuses.indexOf(200)]!;
    expect((await get()).json()).toEqual({ hours: winner, version: version + 1 });
    expect(await storedWeek()).toEqual(winner);
  });

  it('refuses a save that does not say which version it was loaded at, changing nothing', async () => {
    const before = (await get()).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/shops/${shopId}/hours`,
      headers: owner,
      payload: { hours: week.map((row) => ({ ...row, isOpen: false })) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'version' });
    expect((await get()).json()).toEqual(before);
  });

  it('answers 404 for a shop that does not exist, to the administrator who may call any shop', async () => {
    const { authorization } = await t.signIn('admin@demo.brewline.app');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/shops/999999/hours',
      headers: { authorization },
      payload: { hours: week, version: 0 },
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses an open day that closes before it opens, naming the row', async () => {
    const response = await put(week.map((row) => (row.day === 2 ? { ...row, closeMinute: 6 * 60 } : row)));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      messageKey: 'hoursCloseBeforeOpen',
      message: 'The closing time must be after the opening time.',
      field: 'hours.2.closeMinute',
    });
  });

  it('refuses a week with a day missing or a time past midnight', async () => {
    expect((await put(week.slice(1))).json().error.messageKey).toBe('hoursWeekIncomplete');
    expect((await put(week.map((row) => ({ ...row, day: 1 })))).json().error.messageKey).toBe('hoursWeekIncomplete');
    expect((await put(week.map((row) => (row.day === 1 ? { ...row, closeMinute: 1440 } : row)))).json().error.messageKey).toBe(
      'hoursTimeInvalid',
    );
  });

  it('refuses staff without shop management and the owner of another shop', async () => {
    for (const email of ['staff@demo.brewline.app', 'chain@demo.brewline.app']) {
      const { authorization } = await t.signIn(email);
      const read = await t.app.inject({ method: 'GET', url: `/api/shops/${bluebirdId}/hours`, headers: { authorization } });
      const write = await t.app.inject({
        method: 'PUT',
        url: `/api/shops/${bluebirdId}/hours`,
        headers: { authorization },
        payload: { hours: week, version: 0 },
      });
      expect([read.statusCode, write.statusCode], email).toEqual([403, 403]);
    }
  });

  describe('the opening schedule the Menu Builder reads', () => {
    const schedule = (shop: number, authorization: string) =>
      t.app.inject({ method: 'GET', url: `/api/shops/${shop}/opening-schedule`, headers: { authorization } });

    it("answers the week and the time zone of the shop's state", async () => {
      const response = await schedule(bluebirdId, (await t.signIn('owner@demo.brewline.app')).authorization);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ timeZone: string; hours: unknown[] }>();
      expect(body.timeZone).toBe('America/Los_Angeles');
      expect(body.hours).toHaveLength(7);
      expect(body.hours.map((row) => (row as { day: number }).day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    });

    it('refuses staff without the menu permission and the owner of another shop; 404 for no such shop', async () => {
      for (const email of ['staff@demo.brewline.app', 'chain@demo.brewline.app']) {
        expect((await schedule(bluebirdId, (await t.signIn(email)).authorization)).statusCode, email).toBe(403);
      }
      expect((await schedule(999999, (await t.signIn('admin@demo.brewline.app')).authorization)).statusCode).toBe(404);
    });
  });
});
