import { MULTI_LINE_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN } from '@brewline/contracts/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addServiceKey, createTestApp, type TestApp } from '../test/test-app';
import { fieldOf, listOperations, type Operation, operationLeaves, sampleRequest, type StringLeaf } from '../test/openapi-walk';

/**
 * Decision 205: no text the API takes holds a control character. Every string of every endpoint (path, query,
 * JSON body, however deep) is sent NUL, a bell, an escape and a lone surrogate, a single-line one a line feed too:
 * each is a 400 naming the field, never a 500 from the database.
 */
let t: TestApp;
let operations: Operation[];
let headers: Record<string, string>;

beforeAll(async () => {
  // Every text of an anonymous form is sent five times: the limits per client and per account stay out of the way.
  t = await createTestApp({ env: { RATE_LIMIT_PER_CLIENT: '100000', RATE_LIMIT_PER_ACCOUNT: '100000' } });
  operations = await listOperations(t);
  const admin = await t.signIn('admin@demo.brewline.app');
  headers = { authorization: admin.authorization, 'x-brewline-key': await addServiceKey(t.db, null, 'control characters') };
});
afterAll(() => t.close());

const OURS = [SINGLE_LINE_TEXT_PATTERN.source, MULTI_LINE_TEXT_PATTERN.source];
const patterns = (leaf: StringLeaf) => [leaf.schema.pattern, ...(leaf.schema.allOf ?? []).map((extra) => extra.pattern)];
const isText = (leaf: StringLeaf) => patterns(leaf).some((pattern) => pattern && OURS.includes(pattern));
const isMultiLine = (leaf: StringLeaf) => patterns(leaf).includes(MULTI_LINE_TEXT_PATTERN.source);
/** A choice (enum, const) or an ISO date refuses a control character by its own shape. */
const isClosed = (leaf: StringLeaf) =>
  leaf.schema.enum !== undefined || leaf.schema.const !== undefined || ['date', 'date-time'].includes(leaf.schema.format ?? '');
const where = (operation: Operation, leaf: StringLeaf) => `${operation.method} ${operation.path} ${leaf.part} ${fieldOf(leaf)}`;

describe('control characters in request texts', () => {
  it('finds the texts to walk, deep ones included', () => {
    const all = operations.flatMap((operation) => operationLeaves(operation).map((leaf) => where(operation, leaf)));
    expect(all).toContain('POST /api/auth/password-reset-requests body email');
    expect(all).toContain('PUT /api/shops/{shopId}/menu body menu.categories.0.items.0.name');
    expect(all).toContain('GET /api/shops/{shopId}/promo-codes/usage query userName');
  });

  it('builds every text a request takes on the shared text schemas (or a choice, or a date)', () => {
    const bare = operations.flatMap((operation) =>
      operationLeaves(operation)
        .filter((leaf) => !isText(leaf) && !isClosed(leaf))
        .map((leaf) => where(operation, leaf)),
    );
    expect(bare).toEqual([]);
  });

  it('answers 400 naming the field for a control character in any text of any endpoint', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const leaf of operationLeaves(operation)) {
        // A lone surrogate cannot be written in a URL (it has no UTF-8): only a JSON body can carry one.
        const values = [
          'a\u0000b',
          'a\u0007',
          '\u001b[2J',
          ...(leaf.part === 'body' ? ['a\ud800'] : []),
          ...(isMultiLine(leaf) ? [] : ['a\nb']),
        ];
        for (const value of values) {
          sent++;
          const response = await t.app.inject({ ...sampleRequest(operation, leaf, value), headers });
          const error = response.json<{ error?: { code: string; field?: string; messageKey?: string } }>().error;
          const expected = {
            code: 'VALIDATION_FAILED',
            field: fieldOf(leaf),
            ...(isText(leaf) ? { messageKey: 'textControlCharacters' } : {}),
          };
          const ok =
            response.statusCode === 400 && Object.entries(expected).every(([key, want]) => error?.[key as keyof typeof error] === want);
          if (!ok)
            failures.push(`${where(operation, leaf)} ${JSON.stringify(value)}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(400);
    expect(failures).toEqual([]);
  });

  it('keeps tab and line breaks in a multi-line text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: { firstName: 'Ada', lastName: 'Lovelace', subject: 'Hello', message: 'Line one\r\n\tLine two\n', email: 'ada@example.com' },
    });
    expect(response.statusCode).toBe(201);
  });
});
