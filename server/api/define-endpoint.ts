import type { FastifyBaseLogger } from 'fastify';
import type { CallbackInstruction } from '../../src/application/contracts/callback-instruction.js';
import type { Contract, Payload, ResponseInput } from '../../src/application/contracts/define-contract.js';

/**
 * Who may use an endpoint: `required` needs a valid bearer token, `optional` takes one if
 * sent, `none` never tells the handler who sent the request (a token, if sent, still
 * selects the key the request is sealed with).
 */
export type AuthMode = 'required' | 'optional' | 'none';

type Identity<A extends AuthMode, T> = A extends 'required' ? T : A extends 'optional' ? T | null : null;

/** Who sent one request, as the handler sees it. */
export interface Caller<A extends AuthMode = AuthMode> {
  readonly uid: Identity<A, number>;
  /** The bearer token (e.g. for /user/logout to revoke it). */
  readonly token: Identity<A, string>;
  /** The sign-in session's id when the store knows it (broker passwords are bound to it). */
  readonly sessionId: number | null;
  /** The device user-agent string (X-Glint-UA), '' when absent. */
  readonly userAgent: string;
  /** When the app sealed this request, by the device's clock (the envelope's `times`, checked within the request window). */
  readonly sentAt: number;
  readonly ip: string;
  readonly log: FastifyBaseLogger;
}

/** What a handler answers: the response's `ok`, `msg`, `data` and callback instructions. */
export interface EndpointReply<D = unknown> {
  readonly ok: number;
  readonly msg?: string;
  /** Validated against the contract's response schema when the reply is a success. */
  readonly data?: D;
  readonly callback?: readonly CallbackInstruction[];
}

/**
 * One endpoint's handler. It gets the validated payload and the caller only: what else it
 * needs (the database, the ledger, another service) its module hands it when it builds
 * the endpoint — `export const xEndpoint = (deps: XDeps) => defineEndpoint(...)`.
 */
export type EndpointHandler<C extends Contract, A extends AuthMode> = (
  payload: Payload<C>,
  caller: Caller<A>,
) => EndpointReply<ResponseInput<C>> | Promise<EndpointReply<ResponseInput<C>>>;

/** A contract bound to its handler; the pipeline validates around it. */
export interface Endpoint {
  readonly contract: Contract;
  readonly auth: AuthMode;
  readonly handler: (payload: unknown, caller: Caller) => EndpointReply | Promise<EndpointReply>;
}

export function defineEndpoint<C extends Contract, A extends AuthMode>(contract: C, options: { readonly auth: A }, handler: EndpointHandler<C, A>): Endpoint {
  // The pipeline only calls this after validating the payload with `contract` and
  // checking the caller against `auth`, which is what makes the narrowing sound.
  return { contract, auth: options.auth, handler: handler as unknown as Endpoint['handler'] };
}

/** Every endpoint the server answers, by path. */
export class EndpointRegistry {
  private readonly endpoints = new Map<string, Endpoint>();

  /** Adds endpoints; a path registered twice is a bug and throws at start-up. */
  add(...endpoints: readonly Endpoint[]): void {
    for (const endpoint of endpoints) {
      if (this.endpoints.has(endpoint.contract.path)) throw new Error(`EndpointRegistry: ${endpoint.contract.path} is registered twice`);
      this.endpoints.set(endpoint.contract.path, endpoint);
    }
  }

  find(path: string): Endpoint | undefined {
    return this.endpoints.get(path);
  }
}
