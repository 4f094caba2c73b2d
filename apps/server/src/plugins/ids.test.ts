import { ID_MAX } from '@brewline/contracts/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addServiceKey, createTestApp, type TestApp } from '../test/test-app';
import { fieldOf, listOperations, type Operation, operationIdLeaves, sampleRequest, type StringLeaf } from '../test/openapi-walk';

/**
 * Every id the API takes (path, query, JSON body, however deep) is a positive int4 (`packages/contracts/src/ids.ts`
 * and its schemas, `schemas/ids.ts`): each is sent 0, -1, 1.5 and one past the largest int4, by a platform
 * administrator who may act on every shop, and each is answered 400 (or 404), never a 500 from the database.
 */
let t: TestApp;
let operations: Operation[];
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, env: { RATE_LIMIT_PER_CLIENT: '100000', RATE_LIMIT_PER_ACCOUNT: '100000' } });
  operations = await listOperations(t);
  const admin = await t.signIn('admin@demo.brewline.app');
  headers = { authorization: admin.authorization, 'x-brewline-key': await addServiceKey(t.db, null, 'ids') };
}, 180_000);
afterAll(() => t.close());

const where = (operation: Operation, leaf: StringLeaf) => `${operation.method} ${operation.path} ${leaf.part} ${fieldOf(leaf)}`;
const BAD_IDS = [0, -1, 1.5, ID_MAX + 1, 99999999999];

describe('ids beyond what the database holds', () => {
  it('finds the ids to walk, in paths, queries and bodies', () => {
    const all = operations.flatMap((operation) => operationIdLeaves(operation).map((leaf) => where(operation, leaf)));
    expect(all).toContain('GET /api/shops/{shopId}/summary path shopId');
    expect(all).toContain('GET /api/shops/{shopId}/members query membershipId');
    expect(all).toContain('POST /api/orders body items.0.menuItemId');
    expect(all).toContain('POST /api/orders body items.0.optionValueIds.0');
    expect(all.length).toBeGreaterThan(60);
  });

  it('answers 400 or 404 for 0, -1, 1.5 and past int4 in every id of every endpoint, never 500', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const leaf of operationIdLeaves(operation)) {
        for (const value of BAD_IDS) {
          sent++;
          const response = await t.app.inject({ ...sampleRequest(operation, leaf, value), headers });
          if (response.statusCode !== 400 && response.statusCode !== 404) {
            failures.push(`${where(operation, leaf)} ${value}: ${response.statusCode} ${response.body.slice(0, 160)}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });

  it('names the id at fault', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/shops/${ID_MAX + 1}/summary`, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'shopId', messageKey: 'invalidInput' });
  });
});
