import { cryptoJsCodec } from '../../src/adapters/http/crypto-js-codec.js';
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
 * The browser's signed request client (crypto-js codec) for a test or bench user, with the
 * callback instructions collected — one place for what harnesses and benches used to build
 * by hand. `label` names the caller in the user agent the server logs.
 */
export function createTestHttpClient(options: {
  readonly baseUrl: string;
  readonly credentials: () => { readonly token: string; readonly appCre: string } | null;
  readonly label: string;
  readonly now?: () => number;
}): TestHttpClient {
  const callbacks: CallbackInstruction[] = [];
  const dispatcher = createCallbackDispatcher();
  dispatcher.instructions$.subscribe((instruction) => callbacks.push(instruction));
  const http = new SignedHttpClient({
    baseUrl: options.baseUrl,
    codec: cryptoJsCodec,
    credentials: options.credentials,
    userAgent: () => `Glint/1.4.0 (web; ${options.label})`,
    sessionEvents: createSessionEvents(),
    callbacks: dispatcher,
    now: options.now ?? (() => Date.now()),
  });
  return { http, callbacks };
}
