// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, withQuery } from './api-client';

describe('the query option of the API client', () => {
  let asked: string[] = [];
  beforeEach(() => {
    asked = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        asked.push(path);
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('adds the parameters in the order given, encoded by URLSearchParams', () => {
    expect(withQuery('/api/x', { from: '2026-11-16', to: '2026-11-22', page: 2, open: true })).toBe(
      '/api/x?from=2026-11-16&to=2026-11-22&page=2&open=true',
    );
    expect(withQuery('/api/x', { q: 'Oat & honey', note: '1,2' })).toBe('/api/x?q=Oat+%26+honey&note=1%2C2');
  });

  it('leaves out a parameter that is undefined, null or empty, but keeps 0 and false', () => {
    expect(withQuery('/api/x', { a: undefined, b: null, c: '', d: 0, e: false })).toBe('/api/x?d=0&e=false');
  });

  it('sends a list as one parameter, its items separated by commas, and leaves out an empty one', () => {
    expect(withQuery('/api/x', { source: 'menu', valueIds: [3, 4], none: [] })).toBe('/api/x?source=menu&valueIds=3,4');
    expect(withQuery('/api/x', { names: ['a b', 'c&d'] })).toBe('/api/x?names=a+b,c%26d');
  });

  it('gives the path alone when no parameter has a value, or there is no query', () => {
    expect(withQuery('/api/x', { a: undefined, b: '' })).toBe('/api/x');
    expect(withQuery('/api/x', {})).toBe('/api/x');
    expect(withQuery('/api/x', undefined)).toBe('/api/x');
  });

  it('is what api() asks for', async () => {
    await api('/api/shops/7/members', { query: { page: 0, pageSize: 25, search: '', status: undefined } });
    await api('/api/shops/7/summary');
    expect(asked).toEqual(['/api/shops/7/members?page=0&pageSize=25', '/api/shops/7/summary']);
  });
});
