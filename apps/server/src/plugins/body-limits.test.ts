import {
  APP_ORDER_ID_MAX_LENGTH,
  ORDER_ITEM_QUANTITY_MAX,
  ORDER_ITEMS_MAX,
  ORDER_TIP_MAX_CENTS,
  ORDER_VALUES_MAX,
} from '@brewline/contracts/orders';
import { OrderIntakeBodySchema } from '@brewline/contracts/schemas/orders';
import { MAX_VALUES_PER_OPTION, VALUE_TEXT_MAX_LENGTH } from '@brewline/contracts/menu';
import { SaveDefaultModifiersBodySchema } from '@brewline/contracts/schemas/menu';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS } from '../config';
import { addServiceKey, createTestApp, type TestApp } from '../test/test-app';
import { listOperations, type Operation, sampleRequest } from '../test/openapi-walk';

/**
 * Decision 205: each route reads at most its own body limit, told in the OpenAPI document as x-body-limit; one byte
 * more is a 413 before anything is parsed. Every route that takes a body is walked, so a new one is covered too.
 */
let t: TestApp;
let withBody: Operation[];
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  withBody = (await listOperations(t)).filter((operation) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method));
  const admin = await t.signIn('admin@demo.brewline.app');
  headers = { authorization: admin.authorization, 'x-brewline-key': await addServiceKey(t.db, null, 'body limits') };
});
afterAll(() => t.close());

/** A body of exactly `bytes` bytes of the operation's own content type (a JSON document for JSON). */
function bodyOf(operation: Operation, bytes: number) {
  const contentType = Object.keys(operation.body)[0] ?? 'application/json';
  const payload = contentType === 'application/json' ? `{"pad":"${'x'.repeat(bytes - 10)}"}` : Buffer.alloc(bytes, 1);
  return { headers: { ...headers, 'content-type': contentType }, payload };
}

const send = (operation: Operation, bytes: number) =>
  t.app.inject({ method: operation.method, url: sampleRequest(operation).url, ...bodyOf(operation, bytes) });

describe('body limits', () => {
  it('tells every route its limit: the default for all but the menu saves and the image uploads', () => {
    const limits = Object.fromEntries(withBody.map((operation) => [`${operation.method} ${operation.path}`, operation.bodyLimit]));
    expect(limits['POST /api/auth/sign-in']).toBe(BODY_LIMITS.default);
    expect(limits['POST /api/contact-messages']).toBe(BODY_LIMITS.default);
    expect(limits['POST /api/orders']).toBe(BODY_LIMITS.orderIntake);
    expect(limits['PUT /api/shops/{shopId}/menu']).toBe(BODY_LIMITS.menuSave);
    expect(limits['PUT /api/shops/{shopId}/default-modifiers']).toBe(BODY_LIMITS.defaultModifiersSave);
    const larger = withBody
      .filter((operation) => operation.bodyLimit > BODY_LIMITS.default)
      .map((operation) => `${operation.method} ${operation.path}`);
    expect(larger.sort()).toEqual([
      'POST /api/orders',
      'POST /api/shops/{shopId}/menu-images',
      'PUT /api/shops/{shopId}/default-modifiers',
      'PUT /api/shops/{shopId}/images/{kind}',
      'PUT /api/shops/{shopId}/menu',
    ]);
  });

  it('answers 413 to a body one byte over the limit, on every route that takes a body', async () => {
    const failures: string[] = [];
    for (const operation of withBody) {
      const response = await send(operation, operation.bodyLimit + 1);
      const error = response.json<{ error?: { messageKey?: string } }>().error;
      if (response.statusCode !== 413 || error?.messageKey !== 'requestTooLarge') {
        failures.push(`${operation.method} ${operation.path}: ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(withBody.length).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  });

  it('reads a body of exactly the limit on the routes with a larger one', async () => {
    for (const operation of withBody.filter((candidate) => candidate.bodyLimit > BODY_LIMITS.default)) {
      const response = await send(operation, operation.bodyLimit);
      expect(`${operation.path} ${response.statusCode}`).not.toBe(`${operation.path} 413`);
      expect(`${operation.path} ${response.statusCode} ${response.body.slice(0, 120)}`).not.toMatch(/ 5\d\d /);
    }
  });

  it('holds the largest valid order from the app', () => {
    const ids = Array.from({ length: ORDER_VALUES_MAX }, (_, i) => 2_147_483_647 - i);
    const text = (length: number) => '中'.repeat(length);
    const body = {
      appOrderId: text(APP_ORDER_ID_MAX_LENGTH),
      shopId: 2_147_483_647,
      consumer: { appUserId: text(100), name: text(200), email: `${'a'.repeat(240)}@example.com`, phone: text(40) },
      userMembershipId: 2_147_483_647,
      pickupOptionLabel: text(50),
      tableNumber: text(20),
      items: Array.from({ length: ORDER_ITEMS_MAX }, () => ({
        menuItemId: 2_147_483_647,
        quantity: ORDER_ITEM_QUANTITY_MAX,
        optionValueIds: ids,
        defaultOptionValueIds: ids,
      })),
      tipCents: ORDER_TIP_MAX_CENTS,
      promoCode: 'A'.repeat(20),
    };
    expect(OrderIntakeBodySchema.safeParse(body).success).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThan(BODY_LIMITS.orderIntake);
  });

  it('holds the largest valid list of default modifiers', () => {
    const longest = '中'.repeat(VALUE_TEXT_MAX_LENGTH);
    const option = (o: number) => ({
      id: `new-option-${o}-${'x'.repeat(40)}`,
      title: longest,
      widgetType: 'select_max',
      priceForAllCents: 100_000,
      initialValue: 0,
      isAvailable: true,
      maxNum: 50,
      isOnTablet: true,
      values: Array.from({ length: MAX_VALUES_PER_OPTION }, (_, v) => ({
        id: `new-value-${o}-${v}-${'x'.repeat(40)}`,
        value: longest,
        priceCents: 100_000,
        isAvailable: true,
        soldOutUntil: '2026-11-27T10:00:00.000+00:00',
        childId: 2_147_483_647,
      })),
    });
    const body = { options: Array.from({ length: 200 }, (_, o) => option(o)), removed: [], version: 2_147_483_647 };
    expect(SaveDefaultModifiersBodySchema.safeParse(body).success).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThan(BODY_LIMITS.defaultModifiersSave);
  });
});
