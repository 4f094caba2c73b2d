import { shopHours } from '../../db/schema/index';
import { eq } from 'drizzle-orm';
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

  const get = () => t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/hours`, headers: owner });
  const put = (hours: unknown) => t.app.inject({ method: 'PUT', url: `/api/shops/${shopId}/hours`, headers: owner, payload: { hours } });

  it('answers 07:00 to 09:00, open every day, for a shop that has no hours yet', async () => {
    await t.db.delete(shopHours).where(eq(shopHours.shopId, shopId));
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json().hours).toEqual(Array.from({ length: 7 }, (_, day) => ({ day, openMinute: 420, closeMinute: 540, isOpen: true })));
  });

  it('saves a week and reads it back, Sunday first, whatever order it was sent in', async () => {
    const response = await put([...week].reverse());
    expect(response.statusCode).toBe(200);
    expect((await get()).json().hours).toEqual(week);
    const changed = week.map((row) => (row.day === 3 ? { ...row, closeMinute: 20 * 60 } : row));
    expect((await put(changed)).statusCode).toBe(200);
    expect((await get()).json().hours[3]).toEqual({ day: 3, openMinute: 390, closeMinute: 1200, isOpen: true });
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
    expect((await put(week.map((row) => (row.day === 1 ? { ...row, closeMinute: 1440 } : row)))).json().error.messageKey).toBe('hoursTimeInvalid');
  });

  it('refuses staff without shop management and the owner of another shop', async () => {
    for (const email of ['staff@demo.brewline.app', 'chain@demo.brewline.app']) {
      const { authorization } = await t.signIn(email);
      const read = await t.app.inject({ method: 'GET', url: `/api/shops/${bluebirdId}/hours`, headers: { authorization } });
      const write = await t.app.inject({ method: 'PUT', url: `/api/shops/${bluebirdId}/hours`, headers: { authorization }, payload: { hours: week } });
      expect([read.statusCode, write.statusCode], email).toEqual([403, 403]);
    }
  });
});
