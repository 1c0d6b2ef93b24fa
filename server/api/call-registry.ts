import type { FastifyBaseLogger } from 'fastify';
import type { CallbackInstruction } from '../../src/application/contracts/callback-instruction.js';
import type { Contract, Payload, ResponseInput } from '../../src/application/contracts/define-contract.js';
import type { AppContext } from '../context.js';

/**
 * Who may make a call: `required` needs a valid bearer token, `optional` takes one if
 * sent, `none` never tells the handler who called (a token, if sent, still selects the
 * key the request is sealed with).
 */
export type AuthMode = 'required' | 'optional' | 'none';

type Identity<A extends AuthMode, T> = A extends 'required' ? T : A extends 'optional' ? T | null : null;

/** The caller of one request, as the handler sees it. */
export interface Caller<A extends AuthMode = AuthMode> {
  readonly uid: Identity<A, number>;
  /** The bearer token (e.g. for /user/logout to revoke it). */
  readonly token: Identity<A, string>;
  /** The sign-in session's id when the store knows it (broker passwords are bound to it). */
  readonly sessionId: number | null;
  /** The device user-agent string (X-Glint-UA), '' when absent. */
  readonly userAgent: string;
  readonly ip: string;
  readonly log: FastifyBaseLogger;
}

/** What a handler answers: the response's `ok`, `msg`, `data` and callback instructions. */
export interface CallReply<D = unknown> {
  readonly ok: number;
  readonly msg?: string;
  /** Validated against the contract's response schema when the reply is a success. */
  readonly data?: D;
  readonly callback?: readonly CallbackInstruction[];
}

export type CallHandler<C extends Contract, A extends AuthMode> = (
  ctx: AppContext,
  payload: Payload<C>,
  caller: Caller<A>,
) => CallReply<ResponseInput<C>> | Promise<CallReply<ResponseInput<C>>>;

/** A contract bound to its handler; the pipeline validates around it. */
export interface CallDefinition {
  readonly contract: Contract;
  readonly auth: AuthMode;
  readonly handler: (ctx: AppContext, payload: unknown, caller: Caller) => CallReply | Promise<CallReply>;
}

export function defineCall<C extends Contract, A extends AuthMode>(contract: C, options: { readonly auth: A }, handler: CallHandler<C, A>): CallDefinition {
  // The pipeline only calls this after validating the payload with `contract` and
  // checking the caller against `auth`, which is what makes the narrowing sound.
  return { contract, auth: options.auth, handler: handler as unknown as CallDefinition['handler'] };
}

/** Every call the server answers, by path. */
export class CallRegistry {
  private readonly calls = new Map<string, CallDefinition>();

  /** Adds calls; a path registered twice is a bug and throws at start-up. */
  add(...calls: readonly CallDefinition[]): void {
    for (const call of calls) {
      if (this.calls.has(call.contract.path)) throw new Error(`CallRegistry: ${call.contract.path} is registered twice`);
      this.calls.set(call.contract.path, call);
    }
  }

  find(path: string): CallDefinition | undefined {
    return this.calls.get(path);
  }
}
