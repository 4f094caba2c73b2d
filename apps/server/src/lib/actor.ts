import type { FastifyRequest } from 'fastify';

/** Who made a change, for the activity log (decision 225): their login and the client address the request came from. */
export interface Actor {
  loginId: number | null;
  clientAddress: string | null;
}

/** The caller of a request (its login when signed in) and its client address (as TRUST_PROXY lets Fastify read it). */
export const actorOf = (request: FastifyRequest): Actor => ({
  loginId: request.principal?.loginId ?? null,
  clientAddress: request.ip || null,
});
