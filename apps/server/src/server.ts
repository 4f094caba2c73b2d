import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createPorts } from './ports/index';
import { DEMO_PASSWORD, DEMO_SIGN_INS, seedDemoIfEmpty } from './seed/seed-demo';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const ports = await createPorts(config, database.db);

const seeded = config.seedDemo
  ? await database.withStartupLock(() => seedDemoIfEmpty(database.db, { publicUrl: config.publicUrl }))
  : false;

const app = await buildApp({
  config,
  database,
  ...ports,
  logger: {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers["x-brewline-key"]', 'req.headers.cookie'],
    serializers: {
      // Page links carry tokens in their query (/passwordreset?id=...): log paths only.
      req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
    },
  },
});

// Decision 287: readiness turns 503 at once; requests are still taken for SHUTDOWN_GRACE_MS, then refused while those
// in flight finish (up to SHUTDOWN_TIMEOUT_MS), the live streams are told to reconnect and the job claims given back.
// A second signal exits at once; one within a second of the first is the same signal passed on by a wrapper (npm, the
// tsx command), not a second one.
let shutdownSince: number | undefined;
const shutDown = async (signal: NodeJS.Signals) => {
  if (shutdownSince !== undefined) {
    if (Date.now() - shutdownSince < 1000) return;
    app.log.warn({ signal }, 'a second signal: exiting now');
    process.exit(1);
  }
  shutdownSince = Date.now();
  app.log.info({ signal }, 'shutting down');
  const outcome = await app.shutDown(config.shutdown);
  await database.close().catch((err: unknown) => app.log.error({ err }, 'closing the database failed'));
  process.exit(outcome.finished ? 0 : 1);
};
process.on('SIGINT', (signal) => void shutDown(signal));
process.on('SIGTERM', (signal) => void shutDown(signal));

await app.listen({ port: config.port, host: config.host });
// The summary mails due each minute (decision 260); app.close() stops them.
if (config.summaryMails) app.summaryMailScheduler.start();
// The embedded database's nightly backup (decision 286); on PostgreSQL its own tools back it up.
if (config.backups.schedule && !config.databaseUrl) app.backupScheduler.start();
const url = `http://localhost:${config.port}`;
app.log.info(
  {
    url,
    database: config.databaseUrl ? 'postgres' : 'pglite',
    mail: ports.mailer.kind,
    storage: ports.storage.kind,
    payments: ports.payments.kind,
    demoLoaded: seeded,
    ...(ports.mailer.kind === 'outbox' ? { mailbox: `${url}/dev/mailbox` } : {}),
  },
  'Brewline is running',
);
// The demo sign-ins are for the person at the terminal: one plain block on stdout, readable where a log line
// would escape its line breaks (the structured line above is what log collectors keep).
if (config.seedDemo) {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  process.stdout.write(
    [
      '',
      `Brewline is running at ${url}  (database: ${where})`,
      `Demo sign-ins (password ${DEMO_PASSWORD}):`,
      ...DEMO_SIGN_INS.map(({ email, who }) => `  ${email.padEnd(28)} ${who}`),
      ...(ports.mailer.kind === 'outbox' ? [`Mail goes to the outbox: ${url}/dev/mailbox`] : []),
      '',
    ].join('\n'),
  );
}
