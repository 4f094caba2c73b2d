import { canActOnShop, type ShopRequirement } from '@brewline/contracts/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthenticated } from '../errors';
import type { AuthenticatedPrincipal } from '../lib/principal';

/**
 * Who may call a route. Every /api route must declare one; the app refuses to start otherwise.
 * - public: anyone
 * - signedIn: any valid session
 * - platformAdmin: a Brewline administrator
 * - { shop }: the session's permission entry for the route's :shopId must allow it (administrators always may)
 * - serviceKey: a machine caller (the ordering app) with a live service key, not a user session (decision 081). The
 *   route checks the shop it acts on against `request.serviceKey.shopId` (null = a platform key, any shop).
 */
export type RouteAccess = 'public' | 'signedIn' | 'platformAdmin' | 'serviceKey' | { shop: ShopRequirement };

/** The service key a request was made with: a shop's key, or the platform's (shopId null). */
export interface ServiceKeyPrincipal {
  keyId: number;
  shopId: number | null;
}

/** One route and the access it declared, as registered. */
export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * The route serves a session whose user must first set up two-step sign-in (decision 223): the session, sign-out
     * and the set-up itself. Every other route refuses such a session with 403 TWO_STEP_SETUP_REQUIRED.
     */
    duringTwoStepSetup?: boolean;
  }
  interface FastifyRequest {
    /** Set on serviceKey routes: the key the caller sent. */
    serviceKey: ServiceKeyPrincipal | null;
  }
  interface FastifyInstance {
    /** Every route that declared its access, in registration order: lets tests and docs check the rules route by route. */
    routeAccess: readonly RouteAccessEntry[];
  }
}

export interface AuthPluginOptions {
  /** The principal of a bearer token, or null when no live session has it (the auth service answers this). */
  authenticate(token: string): Promise<AuthenticatedPrincipal | null>;
  /** The live service key with this secret, or null (wrong or revoked). Without it, serviceKey routes refuse everyone. */
  authenticateServiceKey?(secret: string): Promise<ServiceKeyPrincipal | null>;
}

/** A service key travels in `Authorization: Bearer <key>` or `X-Brewline-Key: <key>`, never in a URL. */
function serviceKeySecret(request: FastifyRequest): string | null {
  const header = request.headers['x-brewline-key'];
  const direct = typeof header === 'string' ? header.trim() : '';
  if (direct) return direct.length <= 200 ? direct : null;
  return bearerToken(request);
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

export const authPlugin = fp(async (app: FastifyInstance, { authenticate, authenticateServiceKey }: AuthPluginOptions) => {
  app.decorateRequest('principal', null);
  app.decorateRequest('serviceKey', null);
  const routeAccess: RouteAccessEntry[] = [];
  app.decorate('routeAccess', routeAccess);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.access && !route.url.startsWith('/api/docs')) {
      throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
    }
    const access = route.config?.access;
    if (access && typeof access === 'object' && !route.url.includes(':shopId')) {
      throw new Error(`Route ${route.method} ${route.url} is shop-scoped but has no :shopId parameter`);
    }
    if (access) {
      for (const method of [route.method].flat()) routeAccess.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    if (access === 'serviceKey') {
      const secret = serviceKeySecret(request);
      const key = secret && authenticateServiceKey ? await authenticateServiceKey(secret) : null;
      if (!key) throw unauthenticated('serviceKeyInvalid');
      request.serviceKey = key;
      return;
    }
    const token = bearerToken(request);
    const principal = token ? await authenticate(token) : null;
    if (!principal) throw unauthenticated(token ? 'sessionExpired' : 'signInRequired');
    request.principal = principal;
    if (principal.twoStepSetupPending && !request.routeOptions.config.duringTwoStepSetup) {
      throw new AppError(403, 'TWO_STEP_SETUP_REQUIRED', 'twoStepSetupRequired');
    }
    if (access === 'signedIn') return;
    if (access === 'platformAdmin') {
      if (!principal.isPlatformAdmin) throw forbidden('adminOnly');
      return;
    }
    const shopId = Number((request.params as { shopId?: string }).shopId);
    if (!Number.isInteger(shopId)) throw new AppError(400, 'VALIDATION_FAILED', 'invalidInput', 'shopId');
    if (!canActOnShop(principal, shopId, access.shop)) throw forbidden();
  });
});
