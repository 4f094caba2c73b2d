import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { BODY_LIMITS, type Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { ModuleRegistration } from './lib/app-module';
import { createOrderEvents, type OrderEvents } from './lib/order-events';
import { createAccountsRepository } from './modules/accounts/accounts.repository';
import { registerAccounts } from './modules/accounts/accounts.module';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createActivityRepository } from './modules/activity/activity.repository';
import { registerActivity } from './modules/activity/activity.module';
import { createActivityService } from './modules/activity/activity.service';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository';
import { registerAnalytics } from './modules/analytics/analytics.module';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createAnnouncementsRepository } from './modules/announcements/announcements.repository';
import { registerAnnouncements } from './modules/announcements/announcements.module';
import { createAnnouncementsService } from './modules/announcements/announcements.service';
import { createAuthRepository } from './modules/auth/auth.repository';
import { registerAuth } from './modules/auth/auth.module';
import { createAuthService } from './modules/auth/auth.service';
import { AUTH_CHANNEL, createPrincipalCache } from './modules/auth/principal-cache';
import { createBackupRepository } from './modules/backup/backup.repository';
import { registerBackup } from './modules/backup/backup.module';
import { createBackupService } from './modules/backup/backup.service';
import { createChainShopsRepository } from './modules/chain-shops/chain-shops.repository';
import { registerChainShops } from './modules/chain-shops/chain-shops.module';
import { createChainShopsService } from './modules/chain-shops/chain-shops.service';
import { registerClientConfig } from './modules/client-config/client-config.module';
import { createContactRepository } from './modules/contact/contact.repository';
import { registerContact } from './modules/contact/contact.module';
import { createContactService } from './modules/contact/contact.service';
import { createDefaultOptionsRepository } from './modules/default-options/default-options.repository';
import { registerDefaultOptions } from './modules/default-options/default-options.module';
import { createDefaultOptionsService } from './modules/default-options/default-options.service';
import { createDevMailboxRepository } from './modules/dev-mailbox/dev-mailbox.repository';
import { registerDevMailbox } from './modules/dev-mailbox/dev-mailbox.module';
import { createDevMailboxService } from './modules/dev-mailbox/dev-mailbox.service';
import { createEventsRepository } from './modules/events/events.repository';
import { registerEvents } from './modules/events/events.module';
import { createEventsService } from './modules/events/events.service';
import { registerFiles } from './modules/files/files.module';
import { createFilesService } from './modules/files/files.service';
import { createHealthRepository } from './modules/health/health.repository';
import { registerHealth } from './modules/health/health.module';
import { createHealthService } from './modules/health/health.service';
import { createLedger } from './modules/ledger/ledger.service';
import { createMembersRepository } from './modules/members/members.repository';
import { registerMembers } from './modules/members/members.module';
import { createMembersService } from './modules/members/members.service';
import { createMembershipsRepository } from './modules/memberships/memberships.repository';
import { registerMemberships } from './modules/memberships/memberships.module';
import { createMembershipsService } from './modules/memberships/memberships.service';
import { createMenuComplimentaryRepository } from './modules/menu-complimentary/menu-complimentary.repository';
import { registerMenuComplimentary } from './modules/menu-complimentary/menu-complimentary.module';
import { createMenuComplimentaryService } from './modules/menu-complimentary/menu-complimentary.service';
import { createMenuImagesRepository } from './modules/menu-images/menu-images.repository';
import { registerMenuImages } from './modules/menu-images/menu-images.module';
import { createMenuImagesService } from './modules/menu-images/menu-images.service';
import { createMenuRepository } from './modules/menu/menu.repository';
import { registerMenu } from './modules/menu/menu.module';
import { createMenuService } from './modules/menu/menu.service';
import { createOnboardingRepository } from './modules/onboarding/onboarding.repository';
import { registerOnboarding } from './modules/onboarding/onboarding.module';
import { createOnboardingService } from './modules/onboarding/onboarding.service';
import { createOrderEventsRepository } from './modules/order-events/order-events.repository';
import { registerOrderEvents } from './modules/order-events/order-events.module';
import { createOrderEventsService } from './modules/order-events/order-events.service';
import { createOrdersRepository } from './modules/orders/orders.repository';
import { registerOrders } from './modules/orders/orders.module';
import { createOrdersService } from './modules/orders/orders.service';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { registerPayments } from './modules/payments/payments.module';
import { createPaymentsService } from './modules/payments/payments.service';
import { createPickupOptionsRepository } from './modules/pickup-options/pickup-options.repository';
import { registerPickupOptions } from './modules/pickup-options/pickup-options.module';
import { createPickupOptionsService } from './modules/pickup-options/pickup-options.service';
import { createPromoCodesRepository } from './modules/promo-codes/promo-codes.repository';
import { registerPromoCodes } from './modules/promo-codes/promo-codes.module';
import { createPromoCodesService } from './modules/promo-codes/promo-codes.service';
import { createShopHoursRepository } from './modules/shop-hours/shop-hours.repository';
import { registerShopHours } from './modules/shop-hours/shop-hours.module';
import { createShopHoursService } from './modules/shop-hours/shop-hours.service';
import { createShopImagesRepository } from './modules/shop-images/shop-images.repository';
import { registerShopImages } from './modules/shop-images/shop-images.module';
import { createShopImagesService } from './modules/shop-images/shop-images.service';
import { createShopInfoRepository } from './modules/shop-info/shop-info.repository';
import { registerShopInfo } from './modules/shop-info/shop-info.module';
import { createShopInfoService } from './modules/shop-info/shop-info.service';
import { createShopSettingsRepository } from './modules/shop-settings/shop-settings.repository';
import { registerShopSettings } from './modules/shop-settings/shop-settings.module';
import { createShopSettingsService } from './modules/shop-settings/shop-settings.service';
import { createShopsRepository } from './modules/shops/shops.repository';
import { registerShops } from './modules/shops/shops.module';
import { createShopsService } from './modules/shops/shops.service';
import { createStaffUsersRepository } from './modules/staff-users/staff-users.repository';
import { registerStaffUsers } from './modules/staff-users/staff-users.module';
import { createStaffUsersService } from './modules/staff-users/staff-users.service';
import { createSummaryMailContent } from './modules/summary-mails/summary-mails.content';
import { registerSummaryMails } from './modules/summary-mails/summary-mails.module';
import { createSummaryMailsRepository } from './modules/summary-mails/summary-mails.repository';
import { createSummaryMailsService, type SummaryMailContent } from './modules/summary-mails/summary-mails.service';
import { createTwoStepRepository } from './modules/two-step/two-step.repository';
import { registerTwoStep } from './modules/two-step/two-step.module';
import { createTwoStepService } from './modules/two-step/two-step.service';
import { createVisitsRepository } from './modules/visits/visits.repository';
import { registerVisits } from './modules/visits/visits.module';
import { createVisitsService } from './modules/visits/visits.service';
import { registerWeb } from './modules/web/web.module';
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
 * The composition root, read top to bottom: the ports this process makes; the services, each built once from one
 * object of named dependencies (its repository, the ports, the services it uses; a service another one uses is built
 * first); the plugins; then every module's registration, in order, handed the one deps object (routes -> service ->
 * repository, decision 165; the wiring, decision 279).
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

  // Services used by other services.
  // Who did what (decision 225): the modules that change things record here, inside their own transaction.
  const activity = createActivityService({ repository: createActivityRepository(db) });
  // The shop's transactions and the report rollups (decision 160): orders, events and analytics write and read them here.
  const ledger = createLedger(db);
  const accounts = createAccountsService({
    repository: createAccountsRepository(db),
    mailer,
    publicUrl: config.publicUrl,
    onBackgroundError: (err) => app.log.error({ err }, 'account mail failed'),
  });
  const shopImages = createShopImagesService({ repository: createShopImagesRepository(db), storage });
  // Two-step sign-in (decisions 220-224): its secrets are encrypted with a key kept in app_secrets.
  const twoStep = createTwoStepService({ repository: createTwoStepRepository(db), key: await sharedSecret(db, 'two-step') });
  const chainShops = createChainShopsService({ repository: createChainShopsRepository(db), storage });
  const analytics = createAnalyticsService({
    repository: createAnalyticsRepository(db),
    ledger,
    chainShops,
    // On PGlite every order passes through this process, so the overview's tiles are kept until the next (decision 210).
    keepTilesUntilOrders: database.driver === 'pglite' ? orderEvents : undefined,
    activity,
  });
  const members = createMembersService({ repository: createMembersRepository(db), ledger });

  const services = {
    accounts,
    activity,
    analytics,
    announcements: createAnnouncementsService({ repository: createAnnouncementsRepository(db) }),
    auth: createAuthService({
      repository: createAuthRepository(db),
      sessionTtlHours: config.sessionTtlHours,
      onSignUp: (loginId) => accounts.sendEmailVerification(loginId),
      cache: principalCache,
      cacheMode: database.listen ? 'trusted' : 'checked',
      onBackgroundError: (err) => app.log.error({ err }, 'last seen write failed'),
      activity,
      twoStep,
    }),
    backup: createBackupService({ repository: createBackupRepository(database) }),
    chainShops,
    contact: createContactService({ repository: createContactRepository(db), mailer, supportEmail: config.supportEmail }),
    defaultOptions: createDefaultOptionsService({ repository: createDefaultOptionsRepository(db) }),
    devMailbox: createDevMailboxService({ repository: createDevMailboxRepository(db) }),
    events: createEventsService({ repository: createEventsRepository(db), ledger, payments, activity }),
    files: createFilesService({ storage }),
    health: createHealthService({ repository: createHealthRepository(db), driver: database.driver }),
    members,
    memberships: createMembershipsService({ repository: createMembershipsRepository(db) }),
    menu: createMenuService({ repository: createMenuRepository(db), activity }),
    menuComplimentary: createMenuComplimentaryService({ repository: createMenuComplimentaryRepository(db) }),
    menuImages: createMenuImagesService({ repository: createMenuImagesRepository(db), storage }),
    onboarding: createOnboardingService({ repository: createOnboardingRepository(db), shopImages }),
    orderEvents: createOrderEventsService({
      repository: createOrderEventsRepository(db),
      events: orderEvents,
      onError: (err) => app.log.error({ err }, 'order event lookup failed'),
    }),
    // Refused promo codes are limited per customer like sign-in attempts per account (decision 106).
    orders: createOrdersService({
      repository: createOrdersRepository(db),
      ledger,
      events: orderEvents,
      promoAttempts: config.rateLimits.perAccount,
    }),
    payments: createPaymentsService({ repository: createPaymentsRepository(db), payments, activity }),
    pickupOptions: createPickupOptionsService({ repository: createPickupOptionsRepository(db) }),
    promoCodes: createPromoCodesService({ repository: createPromoCodesRepository(db), activity }),
    shopHours: createShopHoursService({ repository: createShopHoursRepository(db), activity }),
    shopImages,
    shopInfo: createShopInfoService({ repository: createShopInfoRepository(db), activity }),
    shops: createShopsService({ repository: createShopsRepository(db) }),
    shopSettings: createShopSettingsService({ repository: createShopSettingsRepository(db) }),
    staffUsers: createStaffUsersService({ repository: createStaffUsersRepository(db), accounts, activity }),
    // Summaries by mail (decision 260): the links' key is shared by every process, like the other secrets.
    summaryMails: createSummaryMailsService({
      repository: createSummaryMailsRepository(db),
      mailer,
      content: summaryMails?.content ?? createSummaryMailContent({ analytics, members }),
      publicUrl: config.publicUrl,
      unsubscribeKey: await sharedSecret(db, 'summary-unsubscribe'),
      now: summaryMails?.now,
    }),
    twoStep,
    visits: createVisitsService({ repository: createVisitsRepository(db) }),
  };

  await app.register(errorsPlugin, { reportError: await loadErrorReporter(config.sentryDsn) });
  await app.register(securityHeadersPlugin, { config });
  await app.register(openapiPlugin);
  await app.register(authPlugin, {
    authenticate: services.auth.authenticate,
    authenticateServiceKey: services.orders.authenticateServiceKey,
  });
  await app.register(rateLimitPlugin, { db, rules: config.rateLimits });

  // Each module registers itself with what it names of these: a module added is one line of this list.
  const deps = { config, ports: { mailer, payments }, services };
  const modules: ModuleRegistration<typeof deps>[] = [
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
    registerPickupOptions,
    registerPayments,
    registerOnboarding,
    registerContact,
    registerVisits,
    registerMemberships,
    registerMembers,
    registerStaffUsers,
    registerActivity,
    registerChainShops,
    registerMenu,
    registerDefaultOptions,
    registerMenuImages,
    registerMenuComplimentary,
    registerAnnouncements,
    registerOrders,
    registerPromoCodes,
    registerOrderEvents,
    registerEvents,
    registerAnalytics,
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
