import { Subscription, type Observable } from 'rxjs';
import type { CallbackDispatcher } from '../callbacks/dispatch-callbacks';
import { callbackMessageSchema } from '../contracts/realtime/callback-message';
import { conversionMessageSchema, type ConversionMessage } from '../contracts/realtime/conversion-message';
import { otherMessageSchema } from '../contracts/realtime/other-message';
import type { MessageRef } from '../notices/message-ref';
import { REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import type { RealtimeMessage } from '../ports/realtime.port';

export interface RealtimeInstructionsDeps {
  readonly messages$: Observable<RealtimeMessage>;
  readonly callbacks: Pick<CallbackDispatcher, 'dispatch'>;
  readonly toast: (message: MessageRef) => void;
  /** Reports a conversion to the install attribution (/login/adjust-cv). */
  readonly reportConversion: (conversion: ConversionMessage) => void;
}

/**
 * The realtime types that tell the app something outside any one feature (000 §7):
 * 6 callback — its instructions go through the responses' dispatcher, so `open`, `alert`,
 * `recharge_alert`… behave the same whichever way they came; 18 other — a worded notice,
 * shown as a toast; 26 conversion status — handed to the attribution report.
 * A payload that fails its schema is skipped, as every realtime payload is.
 */
export function followRealtimeInstructions(deps: RealtimeInstructionsDeps): Subscription {
  // Each payload is parsed only by the schema of its type: a failed parse builds a ZodError,
  // and every chat message would otherwise fail three (issue #17).
  return deps.messages$.subscribe((message) => {
    if (message.type === REALTIME_MESSAGE_TYPE.callback) {
      const callback = callbackMessageSchema.safeParse(message);
      if (callback.success) deps.callbacks.dispatch(callback.data.callback);
    } else if (message.type === REALTIME_MESSAGE_TYPE.other) {
      const other = otherMessageSchema.safeParse(message);
      if (other.success) deps.toast({ text: other.data.text });
    } else if (message.type === REALTIME_MESSAGE_TYPE.conversion) {
      const conversion = conversionMessageSchema.safeParse(message);
      if (conversion.success) deps.reportConversion(conversion.data);
    }
  });
}
