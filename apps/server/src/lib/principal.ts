import type { Principal } from '@brewline/contracts/permissions';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../errors';

/** Who is calling: their login, the session they call with, and their per-shop permission entries. */
export interface AuthenticatedPrincipal extends Principal {
  loginId: number;
  sessionId: number;
  /** The session reaches only the two-step set-up until the user has done it (decision 223). */
  twoStepSetupPending: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin on every route that is not public; null on public ones. */
    principal: AuthenticatedPrincipal | null;
  }
}

/** The authenticated principal of a route that required one. */
export function principalOf(request: FastifyRequest): AuthenticatedPrincipal {
  if (!request.principal) throw unauthenticated();
  return request.principal;
}
