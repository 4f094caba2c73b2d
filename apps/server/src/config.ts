import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BackupSchedule, parseBackupSchedule } from './modules/backup/backup.rules';
import type { TracingConfig } from './plugins/tracing';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** npm runs workspace scripts inside the workspace; resolve user-given paths against where npm was invoked. */
const invokedFrom = process.env.INIT_CWD ?? process.cwd();

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * How many bytes of a request body each route reads (decision 205); a larger body is answered 413 before it is
 * parsed. Every route takes the default, enough for any form; the two whole-list saves of the menu builder take
 * their own. The image uploads' limits live with the images' contracts (the browser checks a file's size too).
 */
export const BODY_LIMITS = {
  default: 64 * 1024,
  /** The whole menu in one document (decision 055): the limit it has always had. */
  menuSave: 12 * 1024 * 1024,
  /** An order from the app: its largest valid one (100 lines of 100 value ids each) is about 120 KB. */
  orderIntake: 256 * 1024,
  /** The largest valid list (200 default modifiers of 50 values, every text at its longest) is about 5 MB. */
  defaultModifiersSave: 6 * 1024 * 1024,
} as const;

export interface RateLimitRule {
  /** Allowed hits per window. */
  max: number;
  windowSeconds: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL server; without it an embedded PGlite database lives under dataDir. */
  databaseUrl: string | undefined;
  seedDemo: boolean;
  publicUrl: string;
  sessionTtlHours: number;
  webDist: string;
  logLevel: string;
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For). Unset: none, so a client cannot
   * choose its own address to slip past per-client rate limits. 'true', a hop count or a list of addresses/CIDRs.
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  supportEmail: string;
  mailFrom: string;
  smtpUrl: string | undefined;
  s3Bucket: string | undefined;
  s3Region: string;
  stripeSecretKey: string | undefined;
  /** Analytics measurement id handed to the browser; unset = no analytics at all. */
  analyticsId: string | undefined;
  /** Error-reporting DSN for the server and the browser; unset = nothing reported. */
  sentryDsn: string | undefined;
  /** Whether this process sends the summary mails each minute (SUMMARY_MAILS=off: not; decision 260). */
  summaryMails: boolean;
  /**
   * DEV_CLOCK=true (never under NODE_ENV=production): the rush and the order intake read a clock that POST /dev/clock,
   * from the machine itself, moves on, so a browser journey sees a busy end without waiting (decision 299).
   */
  devClock: boolean;
  /** Lets a caller sending `Authorization: Bearer <token>` read /metrics; unset: the machine itself only (decision 285). */
  metricsToken: string | undefined;
  /** OpenTelemetry traces to OTEL_EXPORTER_OTLP_ENDPOINT as OTEL_SERVICE_NAME; unset: nothing loaded (decision 285). */
  tracing: TracingConfig | undefined;
  /**
   * The embedded database's nightly backups (decision 286): BACKUP_SCHEDULE (HH:MM server local time, default 03:00;
   * off under NODE_ENV=test and with `off`), BACKUP_DIR (default ./backups) and BACKUP_KEEP (default 14).
   */
  backups: { schedule: BackupSchedule | null; dir: string; keep: number };
  /**
   * The shutdown on SIGTERM or SIGINT (decision 287). graceMs (SHUTDOWN_GRACE_MS, default 0): how long the process
   * goes on taking requests after readiness turned 503, so a load balancer stops sending it some first. limitMs
   * (SHUTDOWN_TIMEOUT_MS, default 10 s): how long the requests in flight then have to finish before they are cut.
   */
  shutdown: { graceMs: number; limitMs: number };
  rateLimits: {
    /** Per client address, for each rate-limited action. */
    perClient: RateLimitRule;
    /** Per account (the email named in the request). */
    perAccount: RateLimitRule;
  };
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env.PORT, 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(invokedFrom, env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    seedDemo: env.SEED_DEMO !== 'false',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    sessionTtlHours: intFrom(env.SESSION_TTL_HOURS, 24 * 7),
    webDist: path.resolve(invokedFrom, env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    supportEmail: env.SUPPORT_EMAIL ?? 'support@brewline.app',
    mailFrom: env.MAIL_FROM ?? 'Brewline <no-reply@brewline.app>',
    smtpUrl: env.SMTP_URL || undefined,
    s3Bucket: env.S3_BUCKET || undefined,
    s3Region: env.S3_REGION ?? 'us-east-1',
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    analyticsId: env.ANALYTICS_ID || undefined,
    sentryDsn: env.SENTRY_DSN || undefined,
    summaryMails: env.SUMMARY_MAILS !== 'off',
    devClock: env.DEV_CLOCK === 'true' && env.NODE_ENV !== 'production',
    metricsToken: env.METRICS_TOKEN || undefined,
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME || 'brewline' }
      : undefined,
    backups: {
      // Tests never write backups unless they set a schedule; a wrong one stops the start with what is expected.
      schedule: parseBackupSchedule(env.BACKUP_SCHEDULE ?? (env.NODE_ENV === 'test' ? 'off' : '03:00')),
      dir: path.resolve(invokedFrom, env.BACKUP_DIR ?? path.join(repoRoot, 'backups')),
      keep: intFrom(env.BACKUP_KEEP, 14),
    },
    shutdown: { graceMs: intFrom(env.SHUTDOWN_GRACE_MS, 0), limitMs: intFrom(env.SHUTDOWN_TIMEOUT_MS, 10_000) },
    rateLimits: {
      perClient: { max: intFrom(env.RATE_LIMIT_PER_CLIENT, 30), windowSeconds: 600 },
      perAccount: { max: intFrom(env.RATE_LIMIT_PER_ACCOUNT, 10), windowSeconds: 900 },
    },
  };
}
