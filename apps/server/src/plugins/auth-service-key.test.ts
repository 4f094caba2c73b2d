import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { authPlugin, type AuthPluginOptions } from './auth';
import { errorsPlugin } from './errors';

/** The serviceKey access kind on its own: a tiny app with one such route and a stub key store. */
async function tinyApp(options: Partial<AuthPluginOptions> = {}) {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(authPlugin, {
    authenticate: async () => ({ loginId: 1, sessionId: 1, isPlatformAdmin: true, shops: [] }) as never,
    ...options,
  });
  // No :shopId in the path: the route checks the key's shop itself.
  app.post('/api/machine', { config: { access: 'serviceKey' } }, async (request) => ({
    key: request.serviceKey,
    principal: request.principal,
  }));
  await app.ready();
  return app;
}

const authenticateServiceKey = async (secret: string) => (secret === 'bwk_good' ? { keyId: 7, shopId: 3 } : null);

describe('serviceKey access', () => {
  it('takes a live key from Authorization: Bearer or X-Brewline-Key and hands it to the route', async () => {
    const app = await tinyApp({ authenticateServiceKey });
    for (const headers of [{ authorization: 'Bearer bwk_good' }, { 'x-brewline-key': 'bwk_good' }]) {
      const response = await app.inject({ method: 'POST', url: '/api/machine', headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ key: { keyId: 7, shopId: 3 }, principal: null });
    }
    await app.close();
  });

  it('refuses no key, a wrong key and a key in the URL with 401 serviceKeyInvalid, never asking the session store', async () => {
    const app = await tinyApp({ authenticateServiceKey });
    for (const request of [
      { url: '/api/machine', headers: {} },
      { url: '/api/machine', headers: { authorization: 'Bearer bwk_wrong' } },
      { url: '/api/machine?key=bwk_good', headers: {} },
    ]) {
      const response = await app.inject({ method: 'POST', ...request });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.messageKey).toBe('serviceKeyInvalid');
    }
    await app.close();
  });

  it('refuses everyone when the app gave the plugin no key store', async () => {
    const app = await tinyApp();
    const response = await app.inject({ method: 'POST', url: '/api/machine', headers: { 'x-brewline-key': 'bwk_good' } });
    expect(response.statusCode).toBe(401);
    await app.close();
  });
});
