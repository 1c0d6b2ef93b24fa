import type { OpenedRequest, RequestStamp, WireOutcome } from '../../domain';

/**
 * The request layer's codec (docs/wire-format.md): sign + encrypt a request, open and
 * verify it, and the same envelope for responses. The browser implements it with
 * crypto-js, the server with node:crypto; both pass tests/vectors/codec.json.
 */
export interface CodecPort {
  /**
   * A codec bound to one master key: the bootstrap key or a session's `app_cre` (base64
   * of WIRE_KEY_BYTES bytes). The three working keys are derived once here. A key of any
   * other shape is a bug and throws.
   */
  withKey(keyBase64: string): KeyedCodec;
}

export interface KeyedCodec {
  /**
   * `{ ...payload, times, nonce, sign }` sealed into an envelope (JSON text). The IV is
   * random unless given (test vectors pin it). A payload using a reserved field throws.
   */
  sealRequest(payload: Readonly<Record<string, unknown>>, stamp: RequestStamp, iv?: Uint8Array): string;
  /** Verifies the MAC, decrypts, checks the fields and the sign; never throws. */
  openRequest(body: string): WireOutcome<OpenedRequest>;
  /** A response object sealed into an envelope (JSON text). */
  sealResponse(response: Readonly<Record<string, unknown>>, iv?: Uint8Array): string;
  /** Verifies the MAC and decrypts; the value is the parsed JSON, not yet validated. Never throws. */
  openResponse(body: string): WireOutcome<unknown>;
}
