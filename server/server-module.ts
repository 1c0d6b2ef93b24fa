import type { FastifyInstance } from 'fastify';
import type { Endpoint } from './api/define-endpoint.js';
import type { AppContext } from './context.js';

/**
 * The one shape of a server feature (DESIGN.md house style 17): `server/<feature>/`
 * exports `create<Feature>Module(ctx)` returning this. The app adds its endpoints to the
 * API, mounts its plain HTTP routes (web hooks, assets, hosted pages), starts it once the
 * app is listening and stops it when the app closes. Services another module needs go
 * into the AppContext, not through a module's return value.
 */
export interface ServerModule {
  /** Envelope endpoints under /api (one file each, built with defineEndpoint). */
  readonly endpoints: readonly Endpoint[];
  /** Plain HTTP routes that are not envelope endpoints. */
  readonly routes?: (app: FastifyInstance) => Promise<void>;
  /** Background work (timers, jobs, subscriptions), started after every module is built. */
  readonly start?: () => Promise<void> | void;
  /** Undoes start; called when the app closes, in reverse module order. */
  readonly stop?: () => Promise<void> | void;
}

export type ModuleFactory = (ctx: AppContext) => ServerModule | Promise<ServerModule>;
