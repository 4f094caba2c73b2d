import { describe, expect, it } from 'vitest';
import { metricsAccess, requestLabels, UNMATCHED_ROUTE } from './metrics.rules';

describe("a request's labels (decision 285)", () => {
  it('name the route by its pattern, an unmatched request by a fixed label', () => {
    expect(requestLabels('GET', '/api/shops/:shopId/menu', 200)).toEqual({
      method: 'GET',
      route: '/api/shops/:shopId/menu',
      status_code: '200',
    });
    expect(requestLabels('POST', undefined, 404)).toEqual({ method: 'POST', route: UNMATCHED_ROUTE, status_code: '404' });
    expect(requestLabels('GET', '', 404).route).toBe(UNMATCHED_ROUTE);
  });

  it('keep the method and the status to bounded sets', () => {
    expect(requestLabels('BREW', '/api/health', 200).method).toBe('OTHER');
    expect(requestLabels('GET', '/api/health', 1234).status_code).toBe('other');
  });
});

describe('who may read /metrics', () => {
  const ask = (ip: string, headers: Record<string, string> = {}, token?: string) => metricsAccess({ ip, headers, token });

  it('lets the machine itself in, token or not', () => {
    expect(ask('127.0.0.1')).toBe('allowed');
    expect(ask('::1', {}, 'secret')).toBe('allowed');
    expect(ask('::ffff:127.0.0.1')).toBe('allowed');
  });

  it('does not take a request a local proxy passed on for the machine itself', () => {
    expect(ask('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).toBe('notFound');
    expect(ask('127.0.0.1', { forwarded: 'for=203.0.113.9' }, 'secret')).toBe('forbidden');
  });

  it('answers anyone else not found without a token set, forbidden without the right one', () => {
    expect(ask('203.0.113.9')).toBe('notFound');
    expect(ask('203.0.113.9', { authorization: 'Bearer anything' })).toBe('notFound');
    expect(ask('203.0.113.9', {}, 'secret')).toBe('forbidden');
    expect(ask('203.0.113.9', { authorization: 'Bearer secre' }, 'secret')).toBe('forbidden');
    expect(ask('203.0.113.9', { authorization: 'secret' }, 'secret')).toBe('forbidden');
    expect(ask('203.0.113.9', { authorization: 'Bearer secret' }, 'secret')).toBe('allowed');
  });
});
