import type { Contract, Payload, ResponseInput } from '../../src/application/contracts/define-contract.js';
import type { AppContext } from '../context.js';
import type { AuthMode, Caller, Endpoint, EndpointReply } from './define-endpoint.js';

/**
 * The older way to write an endpoint, with the whole AppContext as its first argument.
 * Kept only while modules move to `create<Feature>Module(ctx)` + defineEndpoint
 * (server/api/define-endpoint.ts); deleted when the last handler has moved.
 */
export { EndpointRegistry as CallRegistry } from './define-endpoint.js';
export type { AuthMode, Caller } from './define-endpoint.js';
export type CallDefinition = Endpoint;
export type CallReply<D = unknown> = EndpointReply<D>;

export type CallHandler<C extends Contract, A extends AuthMode> = (
  ctx: AppContext,
  payload: Payload<C>,
  caller: Caller<A>,
) => CallReply<ResponseInput<C>> | Promise<CallReply<ResponseInput<C>>>;

export function defineCall<C extends Contract, A extends AuthMode>(contract: C, options: { readonly auth: A }, handler: CallHandler<C, A>): CallDefinition {
  const run = handler as unknown as (ctx: AppContext, payload: unknown, caller: Caller) => EndpointReply | Promise<EndpointReply>;
  return { contract, auth: options.auth, handler: (payload, caller, ctx) => run(ctx, payload, caller) };
}
