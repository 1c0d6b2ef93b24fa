import { cryptoJsCodec } from '../../src/adapters/http/crypto-js-codec.js';
import type { CodecPort } from '../../src/application/ports/codec.port.js';
import { SignedHttpClient } from '../../src/adapters/http/signed-http-client.js';
import { createCallbackDispatcher } from '../../src/application/callbacks/dispatch-callbacks.js';
import type { CallbackInstruction } from '../../src/application/contracts/callback-instruction.js';
import { createSessionEvents } from '../../src/application/session-events.js';

export interface TestHttpClient {
  readonly http: SignedHttpClient;
  /** Every callback instruction the server's answers carried, in order. */
  readonly callbacks: CallbackInstruction[];
}

/**
 * The browser's signed request client (crypto-js codec unless told) for a test or bench user, with the
 * callback instructions collected — one place for what harnesses and benches used to build
 * by hand. `label` names the caller in the user agent the server logs.
 */
export function createTestHttpClient(options: {
  readonly baseUrl: string;
  readonly credentials: () => { readonly token: string; readonly appCre: string } | null;
  readonly label: string;
  readonly now?: () => number;
  /** The browser's crypto-js codec unless given: a load generator may use node:crypto's, which gives the same bytes (tests/vectors/codec.json). */
  readonly codec?: CodecPort;
  readonly fetch?: typeof fetch;
}): TestHttpClient {
  const callbacks: CallbackInstruction[] = [];
  const dispatcher = createCallbackDispatcher();
  dispatcher.instructions$.subscribe((instruction) => callbacks.push(instruction));
  const http = new SignedHttpClient({
    baseUrl: options.baseUrl,
    codec: options.codec ?? cryptoJsCodec,
    credentials: options.credentials,
    userAgent: () => `Glint/1.4.0 (web; ${options.label})`,
    sessionEvents: createSessionEvents(),
    callbacks: dispatcher,
    now: options.now ?? (() => Date.now()),
    ...(options.fetch && { fetch: options.fetch }),
  });
  return { http, callbacks };
}
