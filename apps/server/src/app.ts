import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { BODY_LIMITS, type Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createAccountsRepository } from './modules/accounts/accounts.repository';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createActivityRepository } from './modules/activity/activity.repository';
import { activityRoutes } from './modules/activity/activity.routes';
import { createActivityService } from './modules/activity/activity.service';
import { createAnnouncementsRepository } from './modules/announcements/announcements.repository';
import { announcementsRoutes } from './modules/announcements/announcements.routes';
import { createAnnouncementsService } from './modules/announcements/announcements.service';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { AUTH_CHANNEL, createPrincipalCache } from './modules/auth/principal-cache';
import { createBackupRepository } from './modules/backup/backup.repository';
import { backupRoutes } from './modules/backup/backup.routes';
import { createBackupService } from './modules/backup/backup.service';
import { createChainShopsRepository } from './modules/chain-shops/chain-shops.repository';
import { chainShopsRoutes } from './modules/chain-shops/chain-shops.routes';
import { createChainShopsService } from './modules/chain-shops/chain-shops.service';
import { clientConfigRoutes } from './modules/client-config/client-config.routes';
import { createContactRepository } from './modules/contact/contact.repository';
import { contactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { createDevMailboxRepository } from './modules/dev-mailbox/dev-mailbox.repository';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { createDevMailboxService } from './modules/dev-mailbox/dev-mailbox.service';
import { filesRoutes } from './modules/files/files.routes';
import { createFilesService } from './modules/files/files.service';
import { createHealthRepository } from './modules/health/health.repository';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { createMembersRepository } from './modules/members/members.repository';
import { membersRoutes } from './modules/members/members.routes';
import { createMembersService } from './modules/members/members.service';
import { createOnboardingRepository } from './modules/onboarding/onboarding.repository';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { createOnboardingService } from './modules/onboarding/onboarding.service';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { sandboxOnboardingRoutes } from './modules/payments/sandbox-onboarding.routes';
import { createPickupOptionsRepository } from './modules/pickup-options/pickup-options.repository';
import { pickupOptionsRoutes } from './modules/pickup-options/pickup-options.routes';
import { createPickupOptionsService } from './modules/pickup-options/pickup-options.service';
import { createShopHoursRepository } from './modules/shop-hours/shop-hours.repository';
import { shopHoursRoutes } from './modules/shop-hours/shop-hours.routes';
import { createShopHoursService } from './modules/shop-hours/shop-hours.service';
import { createShopImagesRepository } from './modules/shop-images/shop-images.repository';
import { shopImagesRoutes } from './modules/shop-images/shop-images.routes';
import { createShopImagesService } from './modules/shop-images/shop-images.service';
import { createShopInfoRepository } from './modules/shop-info/shop-info.repository';
import { shopInfoRoutes } from './modules/shop-info/shop-info.routes';
import { createShopInfoService } from './modules/shop-info/shop-info.service';
import { createShopSettingsRepository } from './modules/shop-settings/shop-settings.repository';
import { shopSettingsRoutes } from './modules/shop-settings/shop-settings.routes';
import { createShopSettingsService } from './modules/shop-settings/shop-settings.service';
import { createShopsRepository } from './modules/shops/shops.repository';
import { shopsRoutes } from './modules/shops/shops.routes';
import { createShopsService } from './modules/shops/shops.service';
import { createStaffUsersRepository } from './modules/staff-users/staff-users.repository';
import { staffUsersRoutes } from './modules/staff-users/staff-users.routes';
import { createStaffUsersService } from './modules/staff-users/staff-users.service';
import { createTwoStepRepository } from './modules/two-step/two-step.repository';
import { twoStepRoutes } from './modules/two-step/two-step.routes';
import { createTwoStepService } from './modules/two-step/two-step.service';
import { createVisitsRepository } from './modules/visits/visits.repository';
import { visitsRoutes } from './modules/visits/visits.routes';
import { createVisitsService } from './modules/visits/visits.service';
import { createMembershipsRepository } from './modules/memberships/memberships.repository';
import { membershipsRoutes } from './modules/memberships/memberships.routes';
import { createMembershipsService } from './modules/memberships/memberships.service';
import { createMenuComplimentaryRepository } from './modules/menu-complimentary/menu-complimentary.repository';
import { menuComplimentaryRoutes } from './modules/menu-complimentary/menu-complimentary.routes';
import { createMenuComplimentaryService } from './modules/menu-complimentary/menu-complimentary.service';
import { createMenuRepository } from './modules/menu/menu.repository';
import { menuRoutes } from './modules/menu/menu.routes';
import { createMenuService } from './modules/menu/menu.service';
import { createDefaultOptionsRepository } from './modules/default-options/default-options.repository';
import { defaultOptionsRoutes } from './modules/default-options/default-options.routes';
import { createDefaultOptionsService } from './modules/default-options/default-options.service';
import { createMenuImagesRepository } from './modules/menu-images/menu-images.repository';
import { menuImagesRoutes } from './modules/menu-images/menu-images.routes';
import { createMenuImagesService } from './modules/menu-images/menu-images.service';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createLedgerRepository } from './modules/ledger/ledger.repository';
import { createLedgerService } from './modules/ledger/ledger.service';
import { createOrdersRepository } from './modules/orders/orders.repository';
import { ordersRoutes } from './modules/orders/orders.routes';
import { createOrdersService } from './modules/orders/orders.service';
import { createPromoCodesRepository } from './modules/promo-codes/promo-codes.repository';
import { promoCodesRoutes } from './modules/promo-codes/promo-codes.routes';
import { createPromoCodesService } from './modules/promo-codes/promo-codes.service';
import { createEventsRepository } from './modules/events/events.repository';
import { eventsRoutes } from './modules/events/events.routes';
import { createEventsService } from './modules/events/events.service';
import { createOrderEvents, type OrderEvents } from './lib/order-events';
import { createOrderEventsRepository } from './modules/order-events/order-events.repository';
import { orderEventsRoutes } from './modules/order-events/order-events.routes';
import { createOrderEventsService } from './modules/order-events/order-events.service';
import { createSummaryMailContent } from './modules/summary-mails/summary-mails.content';
import { createSummaryMailsRepository } from './modules/summary-mails/summary-mails.repository';
import { summaryMailsRoutes } from './modules/summary-mails/summary-mails.routes';
import { createSummaryMailScheduler, type SummaryMailScheduler } from './modules/summary-mails/summary-mails.scheduler';
import { createSummaryMailsService, type SummaryMailContent } from './modules/summary-mails/summary-mails.service';
import { webPlugin } from './modules/web/web.plugin';
import { authPlugin } from './plugins/auth';
import { loadErrorReporter } from './plugins/error-reporting';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
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
}

/**
 * The composition root, read top to bottom: the ports this process makes, one repository per module (SQL), the
 * services (the rules; a service another one uses is built first and handed over), then the plugins and the routes,
 * which receive the services they call (routes -> service -> repository, decision 165).
 */
export async function buildApp({ config, database, mailer, storage, payments, logger = false, summaryMails }: AppDependencies) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMITS.default,
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

  const repositories = {
    accounts: createAccountsRepository(db),
    activity: createActivityRepository(db),
    analytics: createAnalyticsRepository(db),
    announcements: createAnnouncementsRepository(db),
    auth: createAuthRepository(db),
    backup: createBackupRepository(database),
    chainShops: createChainShopsRepository(db),
    contact: createContactRepository(db),
    defaultOptions: createDefaultOptionsRepository(db),
    devMailbox: createDevMailboxRepository(db),
    events: createEventsRepository(db),
    ledger: createLedgerRepository(db),
    health: createHealthRepository(db),
    members: createMembersRepository(db),
    memberships: createMembershipsRepository(db),
    menu: createMenuRepository(db),
    menuComplimentary: createMenuComplimentaryRepository(db),
    menuImages: createMenuImagesRepository(db),
    onboarding: createOnboardingRepository(db),
    orderEvents: createOrderEventsRepository(db),
    orders: createOrdersRepository(db),
    payments: createPaymentsRepository(db),
    pickupOptions: createPickupOptionsRepository(db),
    promoCodes: createPromoCodesRepository(db),
    shopHours: createShopHoursRepository(db),
    shopImages: createShopImagesRepository(db),
    shopInfo: createShopInfoRepository(db),
    shops: createShopsRepository(db),
    shopSettings: createShopSettingsRepository(db),
    staffUsers: createStaffUsersRepository(db),
    summaryMails: createSummaryMailsRepository(db),
    twoStep: createTwoStepRepository(db),
    visits: createVisitsRepository(db),
  };

  // Services used by other services.
  const accounts = createAccountsService(repositories.accounts, mailer, {
    publicUrl: config.publicUrl,
    onBackgroundError: (err) => app.log.error({ err }, 'account mail failed'),
  });
  const shopImages = createShopImagesService(repositories.shopImages, storage);
  // The shop's transactions and the report rollups (decision 160): orders, events and analytics write and read them here.
  const ledger = createLedgerService(repositories.ledger);
  // Who did what (decision 225): the modules that change things record here, inside their own transaction.
  const activity = createActivityService(repositories.activity);
  // Two-step sign-in (decisions 220-224): its secrets are encrypted with a key kept in app_secrets.
  const twoStep = createTwoStepService(repositories.twoStep, { key: await sharedSecret(db, 'two-step') });
  const chainShops = createChainShopsService(repositories.chainShops, storage);
  const analytics = createAnalyticsService(repositories.analytics, ledger, {
    chainShops,
    // On PGlite every order passes through this process, so the overview's tiles are kept until the next (decision 210).
    keepTilesUntilOrders: database.driver === 'pglite' ? orderEvents : undefined,
    activity,
  });
  const members = createMembersService(repositories.members, undefined, ledger);

  const services = {
    accounts,
    activity,
    analytics,
    announcements: createAnnouncementsService(repositories.announcements),
    auth: createAuthService(repositories.auth, {
      sessionTtlHours: config.sessionTtlHours,
      onSignUp: (loginId) => accounts.sendEmailVerification(loginId),
      cache: principalCache,
      cacheMode: database.listen ? 'trusted' : 'checked',
      onBackgroundError: (err) => app.log.error({ err }, 'last seen write failed'),
      activity,
      twoStep,
    }),
    backup: createBackupService(repositories.backup),
    chainShops,
    contact: createContactService(repositories.contact, mailer, { supportEmail: config.supportEmail }),
    defaultOptions: createDefaultOptionsService(repositories.defaultOptions),
    devMailbox: createDevMailboxService(repositories.devMailbox),
    events: createEventsService(repositories.events, ledger, payments, { activity }),
    files: createFilesService(storage),
    health: createHealthService(repositories.health, database.driver),
    members,
    memberships: createMembershipsService(repositories.memberships),
    menu: createMenuService(repositories.menu, { activity }),
    menuComplimentary: createMenuComplimentaryService(repositories.menuComplimentary),
    menuImages: createMenuImagesService(repositories.menuImages, storage),
    onboarding: createOnboardingService(repositories.onboarding, shopImages),
    orderEvents: createOrderEventsService(repositories.orderEvents, orderEvents, (err) =>
      app.log.error({ err }, 'order event lookup failed'),
    ),
    // Refused promo codes are limited per customer like sign-in attempts per account (decision 106).
    orders: createOrdersService(repositories.orders, ledger, orderEvents, { promoAttempts: config.rateLimits.perAccount }),
    payments: createPaymentsService(repositories.payments, payments, { activity }),
    pickupOptions: createPickupOptionsService(repositories.pickupOptions),
    promoCodes: createPromoCodesService(repositories.promoCodes, { activity }),
    shopHours: createShopHoursService(repositories.shopHours, { activity }),
    shopImages,
    shopInfo: createShopInfoService(repositories.shopInfo, { activity }),
    shops: createShopsService(repositories.shops),
    shopSettings: createShopSettingsService(repositories.shopSettings),
    staffUsers: createStaffUsersService(repositories.staffUsers, { accounts, activity }),
    // Summaries by mail (decision 260): the links' key is shared by every process, like the other secrets.
    summaryMails: createSummaryMailsService(repositories.summaryMails, {
      mailer,
      content: summaryMails?.content ?? createSummaryMailContent({ analytics, members }),
      publicUrl: config.publicUrl,
      unsubscribeKey: await sharedSecret(db, 'summary-unsubscribe'),
      now: summaryMails?.now,
    }),
    twoStep,
    visits: createVisitsService(repositories.visits),
  };

  await app.register(errorsPlugin, { reportError: await loadErrorReporter(config.sentryDsn) });
  await app.register(securityHeadersPlugin, { config });
  await app.register(openapiPlugin);
  await app.register(authPlugin, {
    authenticate: services.auth.authenticate,
    authenticateServiceKey: services.orders.authenticateServiceKey,
  });
  await app.register(rateLimitPlugin, { db, rules: config.rateLimits });

  await app.register(healthRoutes, { health: services.health });
  // The embedded database's backup, for npm run backup (decision 230).
  await app.register(backupRoutes, { backup: services.backup });
  await app.register(clientConfigRoutes, { config });
  await app.register(authRoutes, { auth: services.auth });
  await app.register(accountsRoutes, { accounts: services.accounts });
  await app.register(twoStepRoutes, { twoStep: services.twoStep });
  await app.register(shopsRoutes, { shops: services.shops });
  await app.register(filesRoutes, { files: services.files });
  // Onboarding: shop info, hours, images, card payments and completion.
  await app.register(shopInfoRoutes, { shopInfo: services.shopInfo });
  await app.register(shopHoursRoutes, { shopHours: services.shopHours });
  await app.register(shopImagesRoutes, { shopImages: services.shopImages });
  // Shop Info screen: miscellaneous settings, rewards, access info and pick-up options.
  await app.register(shopSettingsRoutes, { shopSettings: services.shopSettings });
  await app.register(pickupOptionsRoutes, { pickupOptions: services.pickupOptions });
  await app.register(paymentsRoutes, { payments: services.payments });
  if (payments.kind === 'sandbox') await app.register(sandboxOnboardingRoutes, { publicUrl: config.publicUrl });
  await app.register(onboardingRoutes, { onboarding: services.onboarding });
  await app.register(contactRoutes, { contact: services.contact });
  await app.register(visitsRoutes, { visits: services.visits });
  await app.register(membershipsRoutes, { memberships: services.memberships });
  await app.register(membersRoutes, { members: services.members });
  await app.register(staffUsersRoutes, { staffUsers: services.staffUsers });
  // The activity log: who did what, read-only (decision 225).
  await app.register(activityRoutes, { activity: services.activity });
  await app.register(chainShopsRoutes, { chainShops: services.chainShops });
  // The menu builder's whole-menu save and the default modifiers (decisions 055-059).
  await app.register(menuRoutes, { menu: services.menu });
  await app.register(defaultOptionsRoutes, { defaultOptions: services.defaultOptions });
  // The menu's image library (decision 060).
  await app.register(menuImagesRoutes, { menuImages: services.menuImages });
  // Complimentary settings per membership tier and subsidies (decisions 061, 062).
  await app.register(menuComplimentaryRoutes, { complimentary: services.menuComplimentary });
  // Announcements to a tier's members and their history.
  await app.register(announcementsRoutes, { announcements: services.announcements });
  // The ordering app's order intake, authenticated by a service key (decisions 080, 081).
  await app.register(ordersRoutes, { orders: services.orders });
  // Promo codes: create, list with their return, deactivate, usage (decisions 100-106).
  await app.register(promoCodesRoutes, { promoCodes: services.promoCodes });
  // The shop's new orders as server-sent events, for the live overview and sales screens (decision 093).
  await app.register(orderEventsRoutes, { orderEvents: services.orderEvents });
  // Event guest lists, refunds through the payment provider and check-in (decisions 110-114).
  await app.register(eventsRoutes, { events: services.events });
  // The report screens on the orders data (decisions 087-092).
  await app.register(analyticsRoutes, { analytics: services.analytics });
  // Summaries by mail: the Account page's settings, the mails' unsubscribe link, the administrator's run (decision 260).
  await app.register(summaryMailsRoutes, { summaryMails: services.summaryMails });
  // Each process sends the due mails once a minute once server.ts starts it; never in tests unless one does.
  const summaryMailScheduler = createSummaryMailScheduler({
    runDue: () => services.summaryMails.runDue(),
    onRun: (report) => {
      if (report.sent + report.failed > 0) app.log.info({ sent: report.sent, failed: report.failed }, 'summary mails run');
    },
    onError: (err) => app.log.error({ err }, 'summary mails run failed'),
  });
  app.decorate('summaryMailScheduler', summaryMailScheduler);
  app.addHook('onClose', () => summaryMailScheduler.stop());
  if (mailer.kind === 'outbox') await app.register(devMailboxRoutes, { mailbox: services.devMailbox });
  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** New orders, told after commit: the live endpoints subscribe here (lib/order-events.ts). */
    orderEvents: OrderEvents;
    /** The summary mails' minute ticks: server.ts starts them (decision 260). */
    summaryMailScheduler: SummaryMailScheduler;
  }
}
