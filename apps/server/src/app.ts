import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createAccountsRepository } from './modules/accounts/accounts.repository';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createContactRepository } from './modules/contact/contact.repository';
import { contactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { filesRoutes } from './modules/files/files.routes';
import { clientConfigRoutes } from './modules/client-config/client-config.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createOnboardingService } from './modules/onboarding/onboarding.service';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { sandboxOnboardingRoutes } from './modules/payments/sandbox-onboarding.routes';
import { shopHoursRoutes } from './modules/shop-hours/shop-hours.routes';
import { createShopHoursRepository } from './modules/shop-hours/shop-hours.repository';
import { shopImagesRoutes } from './modules/shop-images/shop-images.routes';
import { createShopImagesService } from './modules/shop-images/shop-images.service';
import { createShopInfoRepository } from './modules/shop-info/shop-info.repository';
import { shopInfoRoutes } from './modules/shop-info/shop-info.routes';
import { createShopsRepository } from './modules/shops/shops.repository';
import { shopsRoutes } from './modules/shops/shops.routes';
import { createVisitsRepository } from './modules/visits/visits.repository';
import { visitsRoutes } from './modules/visits/visits.routes';
import { createVisitsService } from './modules/visits/visits.service';
import { webPlugin } from './modules/web/web.plugin';
import { authPlugin } from './plugins/auth';
import { loadErrorReporter } from './plugins/error-reporting';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { createRateLimiter } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
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
}

/** The composition root: every service is built here and handed to the routes that use it. */
export async function buildApp({ config, database, mailer, storage, payments, logger = false }: AppDependencies) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 12 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = database;
  await app.register(errorsPlugin, { reportError: await loadErrorReporter(config.sentryDsn) });
  await app.register(securityHeadersPlugin);
  await app.register(openapiPlugin);
  await app.register(authPlugin, { db });

  const rateLimiter = createRateLimiter(db, config.rateLimits);
  const accounts = createAccountsService(createAccountsRepository(db), mailer, {
    publicUrl: config.publicUrl,
    onBackgroundError: (err) => app.log.error({ err }, 'account mail failed'),
  });
  const auth = createAuthService(createAuthRepository(db), {
    sessionTtlHours: config.sessionTtlHours,
    onSignUp: (loginId) => accounts.sendEmailVerification(loginId),
  });

  await app.register(healthRoutes, { database });
  await app.register(clientConfigRoutes, { config });
  await app.register(authRoutes, { auth, rateLimiter });
  await app.register(accountsRoutes, { accounts, rateLimiter });
  await app.register(shopsRoutes, { shops: createShopsRepository(db) });
  await app.register(filesRoutes, { storage });
  // Onboarding: shop info, hours, images, card payments and completion.
  const shopImages = createShopImagesService(db, storage);
  await app.register(shopInfoRoutes, { shopInfo: createShopInfoRepository(db) });
  await app.register(shopHoursRoutes, { shopHours: createShopHoursRepository(db) });
  await app.register(shopImagesRoutes, { shopImages });
  await app.register(paymentsRoutes, { payments: createPaymentsService(db, payments) });
  if (payments.kind === 'sandbox') await app.register(sandboxOnboardingRoutes, { publicUrl: config.publicUrl });
  await app.register(onboardingRoutes, { onboarding: createOnboardingService(db, shopImages) });
  await app.register(contactRoutes, {
    contact: createContactService(createContactRepository(db), mailer, { supportEmail: config.supportEmail }),
    rateLimiter,
  });
  await app.register(visitsRoutes, { visits: createVisitsService(createVisitsRepository(db)), rateLimiter });
  if (mailer.kind === 'outbox') await app.register(devMailboxRoutes, { db });
  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
