import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The API client keeps the session in localStorage; a plain map stands in for it outside a browser.
beforeEach(() => {
  vi.resetModules();
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('what outside services may see of a page address', () => {
  it('drops reset and invite tokens, emails and codes, keeping the visit source', async () => {
    const { redactUrl } = await import('./client-config');
    expect(redactUrl('https://brewline.test/passwordreset?id=secret-token')).toBe('https://brewline.test/passwordreset');
    expect(redactUrl('https://brewline.test/staff-verify?email=a%40b.c&token=t0k3n')).toBe('https://brewline.test/staff-verify');
    expect(redactUrl('https://brewline.test/onboarding?code=ac_123')).toBe('https://brewline.test/onboarding');
    expect(redactUrl('https://brewline.test/?ref=newsletter&utm_medium=email&id=x#top')).toBe(
      'https://brewline.test/?ref=newsletter&utm_medium=email',
    );
  });

  it('reads a path against the page origin', async () => {
    const { redactUrl } = await import('./client-config');
    expect(redactUrl('/signin?lng=ar', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/signin?lng=ar');
  });
});

describe('asking the server which outside services are on', () => {
  it('asks once and passes on the ids it is given', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ analyticsId: 'G-ABC123', sentryDsn: null }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { getClientConfig } = await import('./client-config');
    expect(await getClientConfig()).toEqual({ analyticsId: 'G-ABC123', sentryDsn: null });
    await getClientConfig();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('treats an unreachable server as "nothing on"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { getClientConfig } = await import('./client-config');
    expect(await getClientConfig()).toEqual({ analyticsId: null, sentryDsn: null });
  });

  it('ignores values that are not strings', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ analyticsId: 42, sentryDsn: '' }), { status: 200 })),
    );
    const { getClientConfig } = await import('./client-config');
    expect(await getClientConfig()).toEqual({ analyticsId: null, sentryDsn: null });
  });
});
