import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { BODY_LIMITS, type Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { ModuleRegistration } from './lib/app-module';
import { createOrderEvents, type OrderEvents } from './lib/order-events';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id.rules';
import { buildAccounts, registerAccounts } from './modules/accounts/accounts.module';
import { buildActivity, registerActivity } from './modules/activity/activity.module';
import { buildAnalytics, registerAnalytics } from './modules/analytics/analytics.module';
import { buildCustomerData, registerCustomerData } from './modules/customer-data/customer-data.module';
import { buildCustomers, registerCustomers } from './modules/customers/customers.module';
import { buildAnnouncements, registerAnnouncements } from './modules/announcements/announcements.module';
import { buildAuth, registerAuth } from './modules/auth/auth.module';
import { AUTH_CHANNEL, createPrincipalCache } from './modules/auth/principal-cache';
import { buildBackup, registerBackup } from './modules/backup/backup.module';
import { buildManageShops, registerManageShops } from './modules/manage-shops/manage-shops.module';
import { registerClientConfig } from './modules/client-config/client-config.module';
import { buildContact, registerContact } from './modules/contact/contact.module';
import { buildDefaultModifiers, registerDefaultModifiers } from './modules/default-modifiers/default-modifiers.module';
import { buildDevMailbox, registerDevMailbox } from './modules/dev-mailbox/dev-mailbox.module';
import { buildEvents, registerEvents } from './modules/events/events.module';
import { registerFiles } from './modules/files/files.module';
import { createFilesService } from './modules/files/files.service';
import { buildHealth, registerHealth } from './modules/health/health.module';
import { buildLedger } from './modules/ledger/ledger.module';
import { buildMembers, registerMembers } from './modules/members/members.module';
import { buildMemberships, registerMemberships } from './modules/memberships/memberships.module';
import { buildMenuComplimentary, registerMenuComplimentary } from './modules/menu-complimentary/menu-complimentary.module';
import { buildMenuImages, registerMenuImages } from './modules/menu-images/menu-images.module';
import { buildMenu, registerMenu } from './modules/menu/menu.module';
import { buildMetrics, registerMetrics } from './modules/metrics/metrics.module';
import { buildOnboarding, registerOnboarding } from './modules/onboarding/onboarding.module';
import { buildOrderEvents, registerOrderEvents } from './modules/order-events/order-events.module';
import { buildOrders, registerOrders } from './modules/orders/orders.module';
import { buildPayments, registerPayments } from './modules/payments/payments.module';
import { buildPickupOptions, registerPickupOptions } from './modules/pickup-options/pickup-options.module';
import { buildPromoCodes, registerPromoCodes } from './modules/promo-codes/promo-codes.module';
import { buildShopHours, registerShopHours } from './modules/shop-hours/shop-hours.module';
import { buildShopImages, registerShopImages } from './modules/shop-images/shop-images.module';
import { buildShopInfo, registerShopInfo } from './modules/shop-info/shop-info.module';
import { buildShopSettings, registerShopSettings } from './modules/shop-settings/shop-settings.module';
import { buildRush, registerRush } from './modules/rush/rush.module';
import { registerDevClock } from './modules/dev-clock/dev-clock.module';
import { createShiftableClock } from './lib/shiftable-clock';
import { buildShops, registerShops } from './modules/shops/shops.module';
import { buildUsers, registerUsers } from './modules/users/users.module';
import { createSummaryMailContent } from './modules/summary-mails/summary-mails.content';
import { buildSummaryMails, registerSummaryMails } from './modules/summary-mails/summary-mails.module';
import { type SummaryMailContent } from './modules/summary-mails/summary-mails.service';
import { buildTwoStep, registerTwoStep } from './modules/two-step/two-step.module';
import { buildJournal, registerJournal } from './modules/journal/journal.module';
import { buildSalesTax, registerSalesTax } from './modules/sales-tax/sales-tax.module';
import { buildDayClose, registerDayClose } from './modules/day-close/day-close.module';
import { buildTips, registerTips } from './modules/tips/tips.module';
import { buildVisits, registerVisits } from './modules/visits/visits.module';
import { registerWeb } from './modules/web/web.module';
import { authPlugin } from './plugins/auth';
import { loadErrorReporter } from './plugins/error-reporting';
import { errorsPlugin } from './plugins/errors';
import { requestIdPlugin } from './plugins/request-id';
import { loadTracing } from './plugins/tracing';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { API_COMPRESSION, apiCompressionPlugin } from './plugins/api-compression';
import { securityHeadersPlugin } from './plugins/security-headers';
import { shutdownPlugin } from './plugins/shutdown';
import { sharedSecret } from './ports';
import type { Mailer } from './ports/mailer';
import type { Payments } from './ports/payments';
import type { ObjectStorage } from './ports/storage';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  storage: ObjectStorage;
  payments: Payments;
  logger?: FastifyServerOptions['logger'];
  /** Tests only: the summary mails' clock and content (decision 260). */
  summaryMails?: { now?: () => Date; content?: SummaryMailContent };
  /** Tests only: the nightly backups' clock (decision 286). */
  backups?: { now?: () => Date };
  /** Tests only: the clock the rush and the order intake read (decision 299). */
  rush?: { now?: () => Date };
}

/**
 * The composition root, read top to bottom: the ports this process makes; the services, each built once from one
 * object of named dependencies (its repository, the ports, the services it uses; a service another one uses is built
 * first); the plugins; then every module's registration, in order, handed the one deps object (routes -> service ->
 * repository, decision 165; the wiring, decision 281).
 */
export async function buildApp({
  config,
  database,
  mailer,
  storage,
  payments,
  logger = false,
  summaryMails,
  backups,
  rush: rushClock,
}: AppDependencies) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMITS.default,
    // Decision 285: each request's id, the caller's X-Request-Id when valid, in every log line of it and its answer.
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const { db } = database;

  // Ports. New orders are told after they commit (decision 084): the live overview listens.
  const orderEvents = createOrderEvents({
    db,
    driver: database.driver,
    databaseUrl: config.databaseUrl,
    onError: (err) => app.log.error({ err }, 'order event failed'),
  });
  app.addHook('onClose', () => orderEvents.close());
  app.decorate('orderEvents', orderEvents);
  // Decision 024: principals are cached per token. On PGlite (one process) the database triggers' NOTIFY reaches the
  // cache before a change commits, so a cached entry is trusted; on PostgreSQL each use checks the auth version.
  const principalCache = createPrincipalCache();
  if (database.listen) await database.listen(AUTH_CHANNEL, (payload) => principalCache.invalidate(payload));

  // Services used by other services.
  // Who did what (decision 225): the modules that change things record here, inside their own transaction.
  const activity = buildActivity(db);
  // The shop's transactions and the report rollups (decision 160): orders, events and analytics write and read them here.
  const ledger = buildLedger(db);
  const accounts = buildAccounts(db, {
    mailer,
    publicUrl: config.publicUrl,
    onBackgroundError: (err) => app.log.error({ err }, 'account mail failed'),
  });
  const shopImages = buildShopImages(db, { storage });
  // Two-step sign-in (decisions 220-224): its secrets are encrypted with a key kept in app_secrets.
  const twoStep = buildTwoStep(db, { key: await sharedSecret(db, 'two-step') });
  const manageShops = buildManageShops(db, { storage });
  const analytics = buildAnalytics(db, {
    ledger,
    manageShops,
    // On PGlite every order passes through this process, so the overview's tiles are kept until the next (decision 210).
    keepTilesUntilOrders: database.driver === 'pglite' ? orderEvents : undefined,
    activity,
  });
  const members = buildMembers(db, { ledger });
  // Customers' segments: a segment's promo code takes its snapshot of them (decision 290).
  const customers = buildCustomers(db, { manageShops, activity });
  const shopHours = buildShopHours(db, { activity });
  // The browser journeys move this clock (DEV_CLOCK=true) to see a busy end without waiting (decision 299).
  const devClock = config.devClock ? createShiftableClock() : null;
  // Busy and pause (decisions 299, 300): the intake reads them; Shop Info's switches set them.
  const rush = buildRush(db, { activity, shopHours, events: orderEvents, now: rushClock?.now ?? devClock?.now });

  const users = buildUsers(db, { accounts, activity });
  // The tip pool offers the shop's users by name; Monday's payout statement gives the week's tips.
  const tips = buildTips(db, { activity, users });
  // Day close (decision 303), whose days the accountant's journal books.
  const dayClose = buildDayClose(db);
  // The journal books the day close's figures, read through its service (decisions 304, 305).
  const journal = buildJournal(db, { activity, dayClose });
  const services = {
    accounts,
    activity,
    analytics,
    announcements: buildAnnouncements(db),
    auth: buildAuth(db, {
      sessionTtlHours: config.sessionTtlHours,
      onSignUp: (loginId) => accounts.sendEmailVerification(loginId),
      cache: principalCache,
      cacheMode: database.listen ? 'trusted' : 'checked',
      onBackgroundError: (err) => app.log.error({ err }, 'last seen write failed'),
      activity,
      twoStep,
    }),
    // The nightly backups of the embedded database (decision 286): failures are mailed to the administrators.
    backup: buildBackup(database, { mailer, scheduled: config.backups, now: backups?.now }),
    manageShops,
    contact: buildContact(db, { mailer, supportEmail: config.supportEmail }),
    customers,
    // A customer's personal data (decision 291): read and erased here, the customer found through the customers service.
    customerData: buildCustomerData(db, { customers, activity }),
    defaultModifiers: buildDefaultModifiers(db),
    devMailbox: buildDevMailbox(db),
    events: buildEvents(db, { ledger, payments, activity }),
    files: createFilesService({ storage }),
    health: buildHealth(db, { driver: database.driver }),
    members,
    memberships: buildMemberships(db),
    menu: buildMenu(db, { activity }),
    menuComplimentary: buildMenuComplimentary(db),
    menuImages: buildMenuImages(db, { storage }),
    onboarding: buildOnboarding(db, { shopImages }),
    orderEvents: buildOrderEvents(db, {
      events: orderEvents,
      onError: (err) => app.log.error({ err }, 'order event lookup failed'),
    }),
    // Refused promo codes are limited per customer like sign-in attempts per account (decision 106).
    orders: buildOrders(db, {
      ledger,
      events: orderEvents,
      rush,
      now: rushClock?.now ?? devClock?.now,
      promoAttempts: config.rateLimits.perAccount,
    }),
    payments: buildPayments(db, { payments, activity }),
    pickupOptions: buildPickupOptions(db),
    promoCodes: buildPromoCodes(db, { activity, customers }),
    rush,
    shopHours,
    shopImages,
    shopInfo: buildShopInfo(db, { activity }),
    shops: buildShops(db),
    shopSettings: buildShopSettings(db, { rush }),
    // Summaries by mail (decision 260): the links' key is shared by every process, like the other secrets.
    summaryMails: buildSummaryMails(db, {
      mailer,
      content: summaryMails?.content ?? createSummaryMailContent({ analytics, members, tips, dayClose, journal }),
      publicUrl: config.publicUrl,
      unsubscribeKey: await sharedSecret(db, 'summary-unsubscribe'),
      now: summaryMails?.now,
    }),
    salesTax: buildSalesTax(db),
    dayClose,
    journal,
    tips,
    twoStep,
    users,
    visits: buildVisits(db),
  };

  // Traces with OTEL_EXPORTER_OTLP_ENDPOINT (decision 285): registered first, so that every route gets its span.
  const tracing = await loadTracing(config.tracing);
  if (tracing) {
    await app.register(tracing.plugin);
    const untrace = tracing.traceQueries(database);
    app.addHook('onClose', async () => {
      untrace();
      await tracing.shutdown();
    });
  }
  await app.register(requestIdPlugin);
  await app.register(errorsPlugin, { reportError: await loadErrorReporter(config.sentryDsn) });
  // Decision 287: on SIGTERM readiness turns 503, then new requests are refused while those in flight finish.
  await app.register(shutdownPlugin, { lifecycle: services.health.lifecycle });
  await app.register(securityHeadersPlugin, { config });
  await app.register(apiCompressionPlugin, API_COMPRESSION);
  await app.register(openapiPlugin);
  await app.register(authPlugin, {
    authenticate: services.auth.authenticate,
    authenticateServiceKey: services.orders.authenticateServiceKey,
  });
  await app.register(rateLimitPlugin, { db, rules: config.rateLimits });

  // The metrics at /metrics (decision 285) read the other services' figures at each scrape.
  const metrics = buildMetrics({
    database,
    orders: services.orders,
    orderEvents: services.orderEvents,
    summaryMails: services.summaryMails,
    backup: services.backup,
    onError: (err) => app.log.error({ err }, 'a metric could not be read'),
  });

  // Each module registers itself with what it names of these: a module added is one line of this list.
  const deps = { config, ports: { mailer, payments, clock: devClock }, services: { ...services, metrics } };
  const modules: ModuleRegistration<typeof deps>[] = [
    // First: it times every request of every route after it.
    registerMetrics,
    registerHealth,
    registerBackup,
    registerClientConfig,
    registerAuth,
    registerAccounts,
    registerTwoStep,
    registerShops,
    registerFiles,
    registerShopInfo,
    registerShopHours,
    registerShopImages,
    registerShopSettings,
    registerRush,
    registerPickupOptions,
    registerPayments,
    registerOnboarding,
    registerContact,
    registerVisits,
    registerMemberships,
    registerMembers,
    registerUsers,
    registerActivity,
    registerManageShops,
    registerMenu,
    registerDefaultModifiers,
    registerMenuImages,
    registerMenuComplimentary,
    registerAnnouncements,
    registerOrders,
    registerPromoCodes,
    registerOrderEvents,
    registerDevClock,
    registerEvents,
    registerAnalytics,
    registerCustomers,
    registerCustomerData,
    registerTips,
    registerSalesTax,
    registerDayClose,
    registerJournal,
    registerSummaryMails,
    registerDevMailbox,
    // Last: every path no /api route answered is the web app's.
    registerWeb,
  ];
  for (const register of modules) await register(app, deps);
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** New orders, told after commit: the live endpoints subscribe here (lib/order-events.ts). */
    orderEvents: OrderEvents;
  }
}
