import type { CallbackDispatcher } from '../../application/callbacks/dispatch-callbacks';
import { logReportContract } from '../../application/contracts/log/report.contract';
import { describeIssues } from '../../application/contracts/describe-issues';
import type { Contract, PayloadInput, ResponseData } from '../../application/contracts/define-contract';
import { responseBodySchema, type ResponseBody } from '../../application/contracts/response-envelope';
import type { CodecPort, KeyedCodec } from '../../application/ports/codec.port';
import type { ApiError, ApiErrorCode, ApiResult, HttpPort } from '../../application/ports/http.port';
import type { SessionEvents } from '../../application/session-events';
import { API_REQUEST_TIMEOUT_MS, HTTP_OK, HTTP_TOO_MANY_REQUESTS, HTTP_UNAUTHORIZED, WIRE_BOOTSTRAP_KEY, WIRE_UA_HEADER, routeApiResult } from '../../domain';

/** Clients send this many random nonce bytes (hex encoded); servers accept MIN..MAX (≥ 96 bits). */
export const WIRE_NONCE_BYTES = 16;

/** The signed-in session as the request layer needs it. */
export interface SessionCredentials {
  readonly token: string;
  /** The per-session key issued at login (base64). */
  readonly appCre: string;
}

export interface SignedHttpClientOptions {
  /** Origin of the API server, '' for the page's own. */
  readonly baseUrl: string;
  readonly codec: CodecPort;
  /** The current session, or null before login (requests then use the bootstrap key). */
  readonly credentials: () => SessionCredentials | null;
  /** The device user-agent string sent in X-Glint-UA. */
  readonly userAgent: () => string;
  readonly sessionEvents: SessionEvents;
  readonly callbacks: CallbackDispatcher;
  readonly now: () => number;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

/**
 * HttpPort over fetch: every request is `POST /api<path>` with a sealed envelope
 * (docs/wire-format.md), answered by a sealed `{ ok, msg, data, callback, nonce }`.
 * Result codes become values plus session events (000 §8).
 */
export class SignedHttpClient implements HttpPort {
  private keyed: { readonly key: string; readonly codec: KeyedCodec } | null = null;
  /** 000 §8: the stop-taking dialog shows once (again only after a logout). */
  private stopTakingShown = false;

  constructor(private readonly options: SignedHttpClientOptions) {}

  async request<C extends Contract>(contract: C, payload: PayloadInput<C>): Promise<ApiResult<ResponseData<C>>> {
    const checked = contract.payload.safeParse(payload);
    if (!checked.success) return failure('API.INVALID_PAYLOAD', describeIssues(checked.error, 'payload'));
    const credentials = this.options.credentials();
    const codec = this.codecFor(credentials?.appCre ?? WIRE_BOOTSTRAP_KEY);
    const nonce = randomNonce();
    const body = codec.sealRequest(payload as Readonly<Record<string, unknown>>, { times: this.options.now(), nonce });
    const exchanged = await this.exchange(contract.path, body, credentials?.token);
    if ('code' in exchanged) return { ok: false, error: exchanged };
    return this.settle(contract, exchanged.status, exchanged.text, codec, nonce, credentials?.token ?? null);
  }

  private codecFor(key: string): KeyedCodec {
    if (this.keyed?.key !== key) this.keyed = { key, codec: this.options.codec.withKey(key) };
    return this.keyed.codec;
  }

  private async exchange(path: string, body: string, token: string | undefined): Promise<{ status: number; text: string } | ApiError> {
    const timeoutMs = this.options.timeoutMs ?? API_REQUEST_TIMEOUT_MS;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const headers: Record<string, string> = { 'Content-Type': 'application/json', [WIRE_UA_HEADER]: this.options.userAgent() };
    if (token !== undefined) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await (this.options.fetch ?? fetch)(`${this.options.baseUrl}/api${path}`, { method: 'POST', headers, body, signal: controller.signal });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      if (controller.signal.aborted) return { code: 'API.TIMEOUT', msg: `No answer from ${path} within ${timeoutMs} ms` };
      return { code: 'API.NETWORK', msg: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  }

  private settle<C extends Contract>(contract: C, status: number, text: string, codec: KeyedCodec, nonce: string, token: string | null): ApiResult<ResponseData<C>> {
    const { sessionEvents, callbacks } = this.options;
    let body: ResponseBody | undefined;
    if (status === HTTP_OK) {
      const opened = codec.openResponse(text);
      const parsed = opened.ok ? responseBodySchema.safeParse(opened.value) : undefined;
      if (!opened.ok || parsed?.success !== true || parsed.data.nonce !== nonce) {
        const reason = !opened.ok ? opened.error.message : parsed?.success !== true ? 'not a response body' : 'nonce does not echo the request';
        this.reportUndecryptable(contract.path, reason);
        return failure('API.UNDECRYPTABLE', `Response of ${contract.path} could not be read: ${reason}`);
      }
      body = parsed.data;
      callbacks.dispatch(body.callback);
    }

    // Refusals before a key is trusted come as plain JSON `{ ok, msg }` with a 4xx status.
    const msg = body?.msg ?? plainMessage(text) ?? '';
    const detail = body === undefined ? { status } : { result: body.ok };
    const route = routeApiResult({ httpStatus: status, ok: body?.ok, msg }, this.stopTakingShown);
    switch (route.kind) {
      case 'logout':
        this.stopTakingShown = false;
        sessionEvents.emit({ type: 'logout', reason: status === HTTP_UNAUTHORIZED ? 'unauthorized' : 'result-code', msg, token });
        return failure('API.LOGGED_OUT', msg, detail);
      case 'stopTaking':
        if (route.showDialog) sessionEvents.emit({ type: 'stop-taking', msg });
        this.stopTakingShown = true;
        return failure('API.STOP_TAKING', msg, detail);
      case 'reload':
        sessionEvents.emit({ type: 'reload', msg: route.message });
        return failure('API.RELOAD', msg, detail);
      case 'reject':
        if (status === HTTP_TOO_MANY_REQUESTS) sessionEvents.emit({ type: 'rate-limited', retryAfterSeconds: retryAfterOf(text) });
        return body === undefined ? failure('API.HTTP', msg || `HTTP ${status}`, detail) : failure('API.REJECTED', msg, { ...detail, data: body.data });
      case 'success': {
        const data = contract.response.safeParse(body?.data);
        if (!data.success) return failure('API.BAD_RESPONSE', describeIssues(data.error, 'data'), detail);
        if (route.toast !== null) sessionEvents.emit({ type: 'toast', msg: route.toast });
        return { ok: true, code: body?.ok ?? 0, msg, data: data.data as ResponseData<C> };
      }
    }
  }

  /** 000 §8: an undecryptable response is reported to the log endpoint (never a report about a report). */
  private reportUndecryptable(path: string, reason: string): void {
    if (path === logReportContract.path) return;
    void this.request(logReportContract, { type: 'undecryptable_response', params: { path, reason } });
  }
}

function failure(code: ApiErrorCode, msg: string, extra: { result?: number; status?: number; data?: unknown } = {}): { ok: false; error: ApiError } {
  return { ok: false, error: { code, msg, ...extra } };
}

/** The `msg` of a plain-JSON error body (what the server sends when it refuses a request). */
function plainMessage(text: string): string | undefined {
  const msg = plainField(text, 'msg');
  return typeof msg === 'string' && msg !== '' ? msg : undefined;
}

/** A 429's `retry_after` in whole seconds (at least 1, also when the body does not say). */
function retryAfterOf(text: string): number {
  const seconds = plainField(text, 'retry_after');
  return typeof seconds === 'number' && Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : 1;
}

function plainField(text: string, name: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)[name] : undefined;
  } catch {
    return undefined;
  }
}

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(WIRE_NONCE_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
