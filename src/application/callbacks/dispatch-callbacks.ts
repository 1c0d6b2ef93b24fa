import { Subject, type Observable } from 'rxjs';
import { callbackInstructionSchema, type CallbackInstruction } from '../contracts/callback-instruction';

/**
 * Turns the `callback` instructions of a response into typed events, one per valid
 * instruction, in order. Features subscribe to the types they handle (the shell to
 * alert/open/close, payments to recharge_alert, VIP to vip_alert…). An instruction this
 * client does not understand is skipped, so a newer server never breaks an older client.
 */
export interface CallbackDispatcher {
  readonly instructions$: Observable<CallbackInstruction>;
  /** Emits every valid instruction of `raw` (an array, or one instruction); returns how many. */
  dispatch(raw: unknown): number;
}

export function createCallbackDispatcher(): CallbackDispatcher {
  const instructions$ = new Subject<CallbackInstruction>();
  return {
    instructions$: instructions$.asObservable(),
    dispatch(raw) {
      const items: readonly unknown[] = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
      let dispatched = 0;
      for (const item of items) {
        const parsed = callbackInstructionSchema.safeParse(item);
        if (!parsed.success) continue;
        instructions$.next(parsed.data);
        dispatched += 1;
      }
      return dispatched;
    },
  };
}
