import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SERVICE_KEY } from './seed/demo/orders';
import {
  type DemoOrderLine,
  demoOrderLine,
  orderBody,
  prepareServerDatabase,
  recordedOrders,
  type ServerDatabase,
  type ServerProcess,
  startServerProcess,
} from './test/server-process';

/**
 * Decision 287: SIGTERM in the middle of 50 clients posting orders and of live order streams, on a real server process
 * (PGlite, or PostgreSQL in the api-postgres project). Every client gets its answer or a clean refusal it can send
 * again (503 UNAVAILABLE, or the connection refused before anything was sent), every acknowledged order is recorded
 * whole, each stream is told to reconnect, and the process exits 0.
 */
const driver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const CLIENTS = 50;
const STREAMS = 3;
const GRACE_MS = 2_000;

type Outcome = { kind: 'answered'; appOrderId: string } | { kind: 'refused'; how: string } | { kind: 'cut'; how: string };

async function post(server: ServerProcess, line: DemoOrderLine, appOrderId: string): Promise<Outcome> {
  try {
    const response = await fetch(`${server.base}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-brewline-key': DEMO_SERVICE_KEY },
      body: orderBody(line, appOrderId),
    });
    const body = (await response.json()) as { error?: { code?: string } };
    if (response.status === 201) return { kind: 'answered', appOrderId };
    if (response.status === 503 && body.error?.code === 'UNAVAILABLE' && response.headers.get('retry-after'))
      return { kind: 'refused', how: '503' };
    return { kind: 'cut', how: `HTTP ${response.status} ${JSON.stringify(body)}` };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
    // Refused before anything was sent: nothing reached the server, the client sends it elsewhere or later.
    return code === 'ECONNREFUSED' ? { kind: 'refused', how: code } : { kind: 'cut', how: code };
  }
}

/** A live order stream over real HTTP: what it was sent, and how it ended. */
function openStream(server: ServerProcess, line: DemoOrderLine) {
  let text = '';
  let connected!: () => void;
  const open = new Promise<void>((resolve) => {
    connected = resolve;
  });
  const ended = (async () => {
    try {
      const response = await fetch(`${server.base}/api/shops/${line.shopId}/orders/events`, {
        headers: { authorization: line.authorization, accept: 'text/event-stream' },
      });
      if (!response.ok || !response.body) return `HTTP ${response.status}`;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'ended';
        text += value;
        if (text.includes(': connected')) connected();
      }
    } catch (error) {
      connected();
      return `cut: ${String((error as { cause?: unknown }).cause ?? error)}`;
    }
  })();
  return { open, ended, text: () => text };
}

let database: ServerDatabase;
let server: ServerProcess | undefined;

beforeAll(async () => {
  database = await prepareServerDatabase(driver);
}, 120_000);
afterAll(async () => {
  await server?.kill();
  await database?.drop();
}, 60_000);

describe(`SIGTERM under load (${driver})`, () => {
  it('answers or cleanly refuses every post and stream, records every acknowledged order whole, and exits 0', async () => {
    server = await startServerProcess({ database, env: { SHUTDOWN_GRACE_MS: String(GRACE_MS), SHUTDOWN_TIMEOUT_MS: '20000' } });
    const running = server;
    const line = await demoOrderLine(running.base);
    const streams = Array.from({ length: STREAMS }, () => openStream(running, line));
    await Promise.all(streams.map((stream) => stream.open));

    const outcomes: Outcome[] = [];
    let answered = 0;
    let enoughAnswered!: () => void;
    const underLoad = new Promise<void>((resolve) => {
      enoughAnswered = resolve;
    });
    const run = `sigterm-${Date.now()}`;
    // Each client posts one order after another until it is refused (or cut): a client refused goes elsewhere.
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; ; n++) {
        const outcome = await post(running, line, `${run}-${client}-${n}`);
        outcomes.push(outcome);
        if (outcome.kind !== 'answered') return;
        if (++answered === CLIENTS) enoughAnswered();
      }
    });

    await underLoad;
    running.signal('SIGTERM');
    await running.waitForLine((entry) => entry.msg === 'shutting down', "'shutting down'");
    // Readiness turns 503 at once, while requests are still taken for the grace.
    const ready = await fetch(`${running.base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });

    await Promise.all(clients);
    const streamEnds = await Promise.all(streams.map((stream) => stream.ended));
    const exit = await running.exited;

    const cut = outcomes.filter((outcome) => outcome.kind === 'cut');
    expect(cut, 'no client is cut off').toEqual([]);
    expect(outcomes.filter((outcome) => outcome.kind === 'refused')).toHaveLength(CLIENTS);
    expect(streamEnds).toEqual(streams.map(() => 'ended'));
    for (const stream of streams) expect(stream.text()).toMatch(/\nretry: \d+\n: the server is restarting, reconnect\n\n$/);
    expect(exit.code).toBe(0);
    expect(running.lines.find((entry) => entry.msg === 'shut down')).toMatchObject({ cut: 0 });

    const acknowledged = outcomes.flatMap((outcome) => (outcome.kind === 'answered' ? [outcome.appOrderId] : []));
    expect(acknowledged.length).toBeGreaterThanOrEqual(CLIENTS);
    const handle = await database.open();
    try {
      const rows = await recordedOrders(handle, `${run}-`);
      // Every acknowledged order is recorded, and nothing else: no order was written without its answer reaching the client.
      expect(rows.map((row) => row.appOrderId).sort()).toEqual([...acknowledged].sort());
      // None half-written: each has its line and its transaction.
      expect(rows.filter((row) => row.lines !== 1 || row.transactions !== 1)).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 300_000);
});
