import type { z } from 'zod';
import type {
  NativeAttribution,
  NativeBridgePort,
  NativePurchaseOutcome,
  NativePurchaseRequest,
  NativeReceipt,
} from '../../application/ports/native-bridge.port';
import { attributionSchema, NATIVE_ACTION, NATIVE_RECEIVE_FUNCTION, nativeReplySchema, nonEmptyStringSchema, pageDataSchema, receiptListSchema, receiptSchema, type NativeHost, type NativeReply, type NativeRequest } from './native-protocol';
import type { WebNativeBridge } from './web-native-bridge';

/** Ours: how long a bridge call (other than a purchase, which waits for the user) may take. */
export const NATIVE_CALL_TIMEOUT_MS = 10_000;

type NativeAction = (typeof NATIVE_ACTION)[keyof typeof NATIVE_ACTION];

/**
 * NativeBridgePort inside the app shell (protocol: native-protocol.ts). Calls are matched
 * to replies by id; a call the shell does not answer in time, or answers with something
 * unreadable, falls back to what the browser would say — except a purchase, which waits
 * for the user as long as the store sheet is open.
 */
export class ShellNativeBridge implements NativeBridgePort {
  readonly isNativeShell = true;
  private nextId = 1;
  private readonly pending = new Map<number, (reply: NativeReply | undefined) => void>();

  constructor(
    host: NativeHost,
    private readonly send: (json: string) => void,
    private readonly web: WebNativeBridge,
    private readonly timeoutMs: number = NATIVE_CALL_TIMEOUT_MS,
  ) {
    host[NATIVE_RECEIVE_FUNCTION] = (json) => this.receive(json);
  }

  async deviceId(): Promise<string> {
    return (await this.ask(NATIVE_ACTION.deviceId, nonEmptyStringSchema)) ?? this.web.deviceId();
  }

  async pageData(): Promise<Readonly<Record<string, unknown>>> {
    return (await this.ask(NATIVE_ACTION.pageData, pageDataSchema)) ?? {};
  }

  async attribution(): Promise<NativeAttribution | undefined> {
    return (await this.ask(NATIVE_ACTION.attribution, attributionSchema)) ?? undefined;
  }

  async pushToken(): Promise<string | undefined> {
    return this.ask(NATIVE_ACTION.pushToken, nonEmptyStringSchema);
  }

  async purchase(request: NativePurchaseRequest): Promise<NativePurchaseOutcome> {
    const reply = await this.call(NATIVE_ACTION.purchase, { product_id: request.productId, tran_no: request.tranNo }, false);
    if (reply?.ok === true) {
      const receipt = receiptSchema.safeParse(reply.data);
      return receipt.success ? { ok: true, receipt: receipt.data } : { ok: false, error: { code: 'NATIVE.FAILED' } };
    }
    const storeCode = reply?.error?.code === undefined ? undefined : String(reply.error.code);
    const code = reply?.error?.cancelled === true ? 'NATIVE.CANCELLED' : 'NATIVE.FAILED';
    return { ok: false, error: storeCode === undefined ? { code } : { code, storeCode } };
  }

  async finishPurchase(transactionId: string): Promise<void> {
    await this.call(NATIVE_ACTION.finishPurchase, { transaction_id: transactionId }, true);
  }

  async restorePurchases(): Promise<readonly NativeReceipt[]> {
    return (await this.ask(NATIVE_ACTION.restorePurchases, receiptListSchema)) ?? [];
  }

  navigate(path: string): void {
    this.post({ id: this.nextId++, action: NATIVE_ACTION.navigate, data: { path } });
  }

  /** The data of a successful reply that matches `schema`, else undefined. */
  private async ask<T>(action: NativeAction, schema: z.ZodType<T>): Promise<T | undefined> {
    const reply = await this.call(action, undefined, true);
    if (reply?.ok !== true) return undefined;
    const parsed = schema.safeParse(reply.data);
    return parsed.success ? parsed.data : undefined;
  }

  /** Resolves with the shell's reply, or undefined when it cannot be sent or times out. */
  private call(action: NativeAction, data: unknown, timed: boolean): Promise<NativeReply | undefined> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const settle = (reply: NativeReply | undefined): void => {
        clearTimeout(timer);
        this.pending.delete(id);
        resolve(reply);
      };
      if (timed) timer = setTimeout(() => settle(undefined), this.timeoutMs);
      this.pending.set(id, settle);
      if (!this.post({ id, action, data })) settle(undefined);
    });
  }

  private post(request: NativeRequest): boolean {
    try {
      this.send(JSON.stringify(request));
      return true;
    } catch {
      // The shell's handler went away (page being torn down): nothing will answer.
      return false;
    }
  }

  private receive(json: string): void {
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      return;
    }
    const reply = nativeReplySchema.safeParse(value);
    if (reply.success) this.pending.get(reply.data.id)?.(reply.data);
  }
}
