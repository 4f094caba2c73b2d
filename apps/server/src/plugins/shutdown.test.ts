import { once } from 'node:events';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors';
import { shutdownPlugin } from './shutdown';

/** Decision 287, on a bare app: the phases of the shutdown as a client over HTTP sees them. */
let app: FastifyInstance | undefined;
afterEach(async () => {
  app?.server.closeAllConnections();
  await app?.close();
  app = undefined;
});

async function start() {
  let drained = false;
  let entered!: () => void;
  let release!: () => void;
  const slowEntered = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const slowReleased = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bare = Fastify();
  await bare.register(errorsPlugin, {});
  await bare.register(shutdownPlugin, { lifecycle: { startDraining: () => (drained = true) } });
  bare.get('/fast', async () => ({ ok: true }));
  bare.get('/api/health/live', async () => ({ status: 'alive' }));
  bare.get('/slow', async () => {
    entered();
    await slowReleased;
    return { ok: 'slow' };
  });
  const base = await bare.listen({ port: 0, host: '127.0.0.1' });
  app = bare;
  return { app: bare, base, drained: () => drained, slowEntered, release };
}

describe('the shutdown (decision 287)', () => {
  it('takes requests through the grace, closing their connections, then refuses new ones and finishes those in flight', async () => {
    const { app, base, drained, slowEntered, release } = await start();
    const slow = fetch(`${base}/slow`);
    await slowEntered;
    const done = app.shutDown({ graceMs: 1_000, limitMs: 10_000 });
    expect(drained(), 'readiness turns 503 at once').toBe(true);

    const inGrace = await fetch(`${base}/fast`);
    expect(inGrace.status).toBe(200);
    expect(inGrace.headers.get('connection')).toBe('close');

    await once(app.stopping, 'abort');
    const refused = await fetch(`${base}/fast`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await refused.json()).error).toMatchObject({ code: 'UNAVAILABLE', messageKey: 'serverRestarting' });
    expect((await fetch(`${base}/api/health/live`)).status, 'the probes are still answered').toBe(200);

    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: 'slow' });
    expect(await done).toEqual({ finished: true, cut: 0 });
    await expect(fetch(`${base}/fast`)).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
  });

  it('cuts what still runs at the limit, and says how many', async () => {
    const { app, base, slowEntered } = await start();
    const slow = fetch(`${base}/slow`).then(
      (response) => `HTTP ${response.status}`,
      () => 'cut',
    );
    await slowEntered;
    expect(await app.shutDown({ graceMs: 0, limitMs: 300 })).toEqual({ finished: false, cut: 1 });
    expect(await slow).toBe('cut');
  });
});
