import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import { createCallbackDispatcher } from '../callbacks/dispatch-callbacks';
import type { CallbackInstruction } from '../contracts/callback-instruction';
import { CONVERSION_EVENT } from '../contracts/realtime/conversion-message';
import type { RealtimeMessage } from '../ports/realtime.port';
import { followRealtimeInstructions } from './follow-realtime-instructions';

function setUp() {
  const messages$ = new Subject<RealtimeMessage>();
  const callbacks = createCallbackDispatcher();
  const instructions: CallbackInstruction[] = [];
  callbacks.instructions$.subscribe((instruction) => instructions.push(instruction));
  const toast = vi.fn();
  const reportConversion = vi.fn();
  followRealtimeInstructions({ messages$, callbacks, toast, reportConversion });
  return { messages$, instructions, toast, reportConversion };
}

describe('realtime types 6, 18 and 26', () => {
  it('dispatches the instructions of a type-6 message as a response’s, skipping an invalid one', () => {
    const { messages$, instructions } = setUp();
    messages$.next({ type: REALTIME_MESSAGE_TYPE.callback, callback: [{ type: 'open', url: '#/pages/balance' }, { type: 'open' }, { type: 'close' }] });
    expect(instructions).toEqual([{ type: 'open', url: '#/pages/balance' }, { type: 'close' }]);
  });

  it('shows a type-18 notice as a toast with its own words, and skips an empty one', () => {
    const { messages$, toast } = setUp();
    messages$.next({ type: REALTIME_MESSAGE_TYPE.other, sub: 'notice', text: 'Back at noon' });
    messages$.next({ type: REALTIME_MESSAGE_TYPE.other, sub: 'notice', text: '  ' });
    expect(toast.mock.calls).toEqual([[{ text: 'Back at noon' }]]);
  });

  it('hands a type-26 conversion to the attribution report, and ignores other types', () => {
    const { messages$, reportConversion, toast, instructions } = setUp();
    messages$.next({ type: REALTIME_MESSAGE_TYPE.conversion, event: CONVERSION_EVENT.firstPurchase, value: 1 });
    messages$.next({ type: REALTIME_MESSAGE_TYPE.conversion, event: 'unknown', value: 1 });
    messages$.next({ type: REALTIME_MESSAGE_TYPE.chat, text: 'hi' });
    expect(reportConversion.mock.calls).toEqual([[{ type: REALTIME_MESSAGE_TYPE.conversion, event: CONVERSION_EVENT.firstPurchase, value: 1 }]]);
    expect(toast).not.toHaveBeenCalled();
    expect(instructions).toEqual([]);
  });
});
