import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createPorts } from './ports/index';
import { DEMO_PASSWORD, DEMO_SIGN_INS, seedDemoIfEmpty } from './seed/seed-demo';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const ports = await createPorts(config, database.db);

if (config.seedDemo) {
  const seeded = await database.withStartupLock(() => seedDemoIfEmpty(database.db, { publicUrl: config.publicUrl }));
  if (seeded) console.log('Loaded the demo dataset.');
}

const app = await buildApp({
  config,
  database,
  ...ports,
  logger: {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      // Page links carry tokens in their query (/passwordreset?id=...): log paths only.
      req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
    },
  },
});

const close = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void close('SIGINT'));
process.once('SIGTERM', () => void close('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`\nBrewline is running at http://localhost:${config.port}  (database: ${where}; mail: ${ports.mailer.kind}; storage: ${ports.storage.kind}; payments: ${ports.payments.kind})`);
if (config.seedDemo) {
  console.log(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
  for (const { email, who } of DEMO_SIGN_INS) console.log(`  ${email.padEnd(28)} ${who}`);
}
if (ports.mailer.kind === 'outbox') console.log(`Mail goes to the outbox: http://localhost:${config.port}/dev/mailbox`);
