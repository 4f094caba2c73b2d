// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { adoptFirstResponse, FIRST_RESPONSE_MAX_AGE_MS } from './first-responses';

const SENT_AT = 1_000_000;
const answer = () => Promise.resolve(new Response('{"gross":1}'));

function bootAsked(paths: string[], token = 'owner-token') {
  window.brewlineFirstResponses = { token, sentAt: SENT_AT, byPath: new Map(paths.map((path) => [path, answer()])) };
}

afterEach(() => {
  delete window.brewlineFirstResponses;
});

describe('adopting the answers the boot step asked for', () => {
  it('hands the answer to the first read of the same path with the same token', async () => {
    bootAsked(['/api/shops/7/analytics/overview']);
    const adopted = adoptFirstResponse('/api/shops/7/analytics/overview', 'owner-token', SENT_AT + 500);
    expect(adopted).toBeDefined();
    expect(await (await adopted!).json()).toEqual({ gross: 1 });
  });

  it('hands it over once: a second read asks the server again', () => {
    bootAsked(['/api/shops/7/summary']);
    expect(adoptFirstResponse('/api/shops/7/summary', 'owner-token', SENT_AT)).toBeDefined();
    expect(adoptFirstResponse('/api/shops/7/summary', 'owner-token', SENT_AT)).toBeUndefined();
  });

  it('never hands one user’s answer to another', () => {
    bootAsked(['/api/shops/7/summary'], 'someone-else');
    expect(adoptFirstResponse('/api/shops/7/summary', 'owner-token', SENT_AT)).toBeUndefined();
    expect(adoptFirstResponse('/api/shops/7/summary', undefined, SENT_AT)).toBeUndefined();
  });

  it('adopts nothing for another path, another shop or other parameters', () => {
    bootAsked(['/api/shops/7/analytics/sales?from=2026-11-16&to=2026-11-22']);
    expect(adoptFirstResponse('/api/shops/8/analytics/sales?from=2026-11-16&to=2026-11-22', 'owner-token', SENT_AT)).toBeUndefined();
    expect(adoptFirstResponse('/api/shops/7/analytics/sales?from=2026-11-09&to=2026-11-15', 'owner-token', SENT_AT)).toBeUndefined();
  });

  it('lets an answer older than a minute go, and asks again', () => {
    bootAsked(['/api/shops/7/menu']);
    expect(adoptFirstResponse('/api/shops/7/menu', 'owner-token', SENT_AT + FIRST_RESPONSE_MAX_AGE_MS + 1)).toBeUndefined();
  });

  it('adopts nothing when the boot step asked nothing', () => {
    expect(adoptFirstResponse('/api/shops/7/menu', 'owner-token', SENT_AT)).toBeUndefined();
  });
});
