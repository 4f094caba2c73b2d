/**
 * The shutdown as issue 34 reported it: a server on a fresh database with the demo data (no demo orders), 60 order
 * posts to the intake 15 ms apart, SIGTERM 300 ms after the first, and what each post got: an answer, a clean
 * refusal (a 503, or the connection refused before anything was sent) or a cut (the connection reset or closed under
 * the request). Then how long the process took to end, and whether every acknowledged order is recorded whole.
 *
 * `node --import tsx scripts/bench/sigterm.ts` (PGlite; BENCH_SIGTERM_DRIVER=postgres with TEST_DATABASE_URL for
 * PostgreSQL). Any server variable passes through, e.g. SHUTDOWN_GRACE_MS=1000. BENCH_SIGTERM_WARM=N posts N orders one
 * after another first, so the 60 meet a warm server rather than one that has just started.
 */
import { DEMO_SERVICE_KEY } from '../../apps/server/src/seed/demo/orders';
import {
  demoOrderLine,
  orderBody,
  prepareServerDatabase,
  recordedOrders,
  startServerProcess,
} from '../../apps/server/src/test/server-process';

const POSTS = 60;
const GAP_MS = 15;
const SIGTERM_AT_MS = 300;
const WAIT_FOR_EXIT_MS = 30_000;

type Outcome = 'answered' | 'refused' | 'cut';

/** What a failed fetch means for its caller: refused before anything was sent, or cut under the request. */
function outcomeOfError(error: unknown): { outcome: Outcome; detail: string } {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? cause?.message ?? String(error);
  return { outcome: code === 'ECONNREFUSED' ? 'refused' : 'cut', detail: code };
}

const driver = process.env.BENCH_SIGTERM_DRIVER === 'postgres' ? 'postgres' : 'pglite';
const database = await prepareServerDatabase(driver);
const server = await startServerProcess({ database });
try {
  const line = await demoOrderLine(server.base);
  const run = `sigterm-${Date.now()}`;
  for (let i = 0; i < Number(process.env.BENCH_SIGTERM_WARM ?? 0); i++) {
    const response = await fetch(`${server.base}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-brewline-key': DEMO_SERVICE_KEY },
      body: orderBody(line, `${run}-warm-${i}`),
    });
    if (response.status !== 201) throw new Error(`warming up: HTTP ${response.status}`);
  }
  const started = Date.now();
  let signalledAt = 0;
  const signal = setTimeout(() => {
    signalledAt = Date.now();
    server.signal('SIGTERM');
  }, SIGTERM_AT_MS);
  const posts = await Promise.all(
    Array.from({ length: POSTS }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * GAP_MS));
      const appOrderId = `${run}-${i}`;
      try {
        const response = await fetch(`${server.base}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-brewline-key': DEMO_SERVICE_KEY },
          body: orderBody(line, appOrderId),
        });
        await response.arrayBuffer();
        const outcome: Outcome =
          response.status === 201 || response.status === 200 ? 'answered' : response.status === 503 ? 'refused' : 'cut';
        return { appOrderId, outcome, detail: String(response.status) };
      } catch (error) {
        return { appOrderId, ...outcomeOfError(error) };
      }
    }),
  );
  clearTimeout(signal);
  const exit = await Promise.race([server.exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_FOR_EXIT_MS))]);
  const count = (outcome: Outcome) => posts.filter((post) => post.outcome === outcome).length;
  const details = [...new Set(posts.map((post) => `${post.outcome}:${post.detail}`))].map(
    (detail) => `${detail} x${posts.filter((post) => `${post.outcome}:${post.detail}` === detail).length}`,
  );
  console.log(`${driver}: ${POSTS} posts ${GAP_MS} ms apart, SIGTERM at ${signalledAt - started} ms`);
  console.log(`  answered ${count('answered')}, refused cleanly ${count('refused')}, cut ${count('cut')}  (${details.join(', ')})`);
  console.log(
    exit
      ? `  the process ended ${exit.at - signalledAt} ms after SIGTERM, exit code ${exit.code ?? exit.signal}`
      : `  the process was still running ${WAIT_FOR_EXIT_MS / 1000} s after SIGTERM`,
  );
  await server.kill();
  const handle = await database.open();
  try {
    const rows = await recordedOrders(handle, `${run}-`, `${run}-warm-`);
    const recorded = new Set(rows.map((row) => row.appOrderId));
    const answered = posts.filter((post) => post.outcome === 'answered');
    const lost = answered.filter((post) => !recorded.has(post.appOrderId)).length;
    const half = rows.filter((row) => row.lines === 0 || row.transactions === 0).length;
    const unanswered = rows.filter((row) => !answered.some((post) => post.appOrderId === row.appOrderId)).length;
    console.log(`  recorded ${rows.length}: acknowledged but lost ${lost}, half-written ${half}, recorded without an answer ${unanswered}`);
  } finally {
    await handle.close();
  }
} finally {
  await server.kill();
  await database.drop();
}
