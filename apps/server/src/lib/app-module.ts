import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The app a module registers on: Fastify with the contracts' zod schemas as its type provider. */
export type ModuleApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * What each module folder's `<module>.module.ts` exports: `register(app, deps)`, where deps names exactly what the
 * module needs. app.ts lists every module's register with the one deps object it built, and a list of registrations
 * takes a module only if that object holds what the module names: a dependency left out does not compile.
 */
export type ModuleRegistration<Deps> = (app: ModuleApp, deps: Deps) => Promise<void>;

/**
 * A module's service on a database handle: the module's own repository made from the handle, the service's other
 * dependencies as named (left out when the service needs none). `<module>.module.ts` exports one, so
 * app.ts builds a module's service with one import and one line.
 */
export function onRepository<Db, Repository, Deps extends { repository: Repository }, Service>(
  createRepository: (db: Db) => Repository,
  createService: (deps: Deps) => Service,
) {
  type Others = Omit<Deps, 'repository'>;
  return (db: Db, ...[deps]: Partial<Others> extends Others ? [Others?] : [Others]): Service =>
    createService({ ...deps, repository: createRepository(db) } as Deps);
}
