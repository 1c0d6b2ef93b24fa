import type { FastifyInstance } from 'fastify';
import type { AdminOperation } from './admin/admin-operation.js';
import type { Endpoint } from './api/define-endpoint.js';
import type { AppContext } from './context.js';

/**
 * The one shape of a server feature (DESIGN.md house style 17): `server/<feature>/`
 * exports `create<Feature>Module(ctx)` returning this. The app adds its endpoints to the
 * API, mounts its plain HTTP routes (web hooks, assets, hosted pages), starts it once the
 * app is listening and stops it when the app closes. Services another module needs go
 * into the AppContext (built in app-context.ts), not through a module's return value.
 *
 * Inside the folder (server/sync is a small complete one):
 * - `<feature>-module.ts`: the factory; it builds the deps its endpoints share and lists them.
 * - `<name>.endpoint.ts`, one per endpoint: `export const xEndpoint = (deps) =>
 *   defineEndpoint(contract, { auth }, (payload, caller) => reply)`, deps typed as
 *   `Pick<AppContext, …>` or a `<feature>-deps.ts` type (never in the module file: that
 *   would be an import cycle). No SQL, no kysely; a refusal is `refuse(code, msg)`.
 * - `<feature>-queries.ts` / `-repository.ts` / `-tables.ts`: the module's SQL and tables,
 *   its own — another module asks through a service on AppContext
 *   (dependency-cruiser's server-module-owns-its-tables; server/endpoint-files.test.ts).
 */
export interface ServerModule {
  /** Envelope endpoints under /api (one file each, built with defineEndpoint). */
  readonly endpoints: readonly Endpoint[];
  /**
   * Operator actions under /admin (`npm run admin`), each built with defineAdminOperation;
   * the module's CLI words for them live in `<feature>-cli.ts`, listed in admin/cli-commands.ts.
   */
  readonly adminOperations?: readonly AdminOperation[];
  /** Plain HTTP routes that are not envelope endpoints. */
  readonly routes?: (app: FastifyInstance) => Promise<void>;
  /** Background work (timers, jobs, subscriptions), started after every module is built. */
  readonly start?: () => Promise<void> | void;
  /** Undoes start; called when the app closes, in reverse module order. */
  readonly stop?: () => Promise<void> | void;
}

export type ModuleFactory = (ctx: AppContext) => ServerModule | Promise<ServerModule>;
