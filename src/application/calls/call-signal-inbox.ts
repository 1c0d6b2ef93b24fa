import { Observable, Subscription } from 'rxjs';
import { z } from 'zod';
import { REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import { REALTIME_CONNECTION_STATE } from '../../domain/session';
import { callSignalSchema, type CallSignal } from '../contracts/call/call-signal';
import { callCurrentContract } from '../contracts/call/current.contract';
import type { HttpPort } from '../ports/http.port';
import type { RealtimePort } from '../ports/realtime.port';
import type { StoragePort } from '../ports/storage.port';
import { orderRecoveredSignals, type InboxSignal } from './recovered-call-signals';

/** Storage name (per uid) of the rooms whose end this device has shown, newest first. */
export const CALL_ENDS_SHOWN_NAME = 'call-ends-shown';

/**
 * How many shown ends the device keeps: /call/current repeats a missed call only for
 * one ring time, and far fewer calls than this can end for one user in 30 s.
 */
export const CALL_ENDS_SHOWN_KEPT = 10;

const endsShownSchema = z.array(z.number().int().positive());

export interface CallSignalInboxDeps {
  readonly http: HttpPort;
  readonly realtime: RealtimePort;
  readonly storage: StoragePort;
  readonly selfUid: () => number | null;
}

/**
 * The call signals (type 3) the call store acts on, with nothing lost while the app starts
 * or reconnects. On every connect (the first one too: a reload is a first connect) it asks
 * /call/current and holds rings and ends until the answer is in, then hands both over in
 * the order orderRecoveredSignals decides: a ring missed while away rings now, a call that
 * ended while away is a missed call without a ring, and a push that arrives beside the
 * answer does not ring twice. Other signals (answered, WebRTC negotiation, billing) pass
 * at once.
 */
export function callSignalInbox(deps: CallSignalInboxDeps): Observable<InboxSignal> {
  return new Observable<InboxSignal>((subscriber) => {
    // Rings and ends wait here until the current connect's answer is in; null once caught up.
    let held: CallSignal[] | null = [];
    let connect = 0;

    const endsShown = (uid: number): number[] => {
      const parsed = endsShownSchema.safeParse(deps.storage.read(CALL_ENDS_SHOWN_NAME, uid));
      return parsed.success ? parsed.data : [];
    };
    const hand = (entry: InboxSignal): void => {
      const uid = deps.selfUid();
      if (entry.signal.event === 'ended' && uid !== null) {
        const rooms = [entry.signal.room_id, ...endsShown(uid).filter((room) => room !== entry.signal.room_id)];
        deps.storage.write(CALL_ENDS_SHOWN_NAME, rooms.slice(0, CALL_ENDS_SHOWN_KEPT), uid);
      }
      subscriber.next(entry);
    };
    const catchUp = async (): Promise<void> => {
      const mine = ++connect;
      const uid = deps.selfUid();
      const answer = uid === null ? null : await deps.http.request(callCurrentContract, {});
      // A newer connect asks again; its answer releases what is held.
      if (mine !== connect || held === null) return;
      const fromServer = answer?.ok === true ? answer.data.signals : [];
      const ordered = orderRecoveredSignals(fromServer, held, new Set(uid === null ? [] : endsShown(uid)));
      held = null;
      ordered.forEach(hand);
    };

    const subscriptions = new Subscription();
    subscriptions.add(
      deps.realtime.state$.subscribe((state) => {
        held ??= [];
        if (state === REALTIME_CONNECTION_STATE.connected) void catchUp();
        else connect += 1;
      }),
    );
    subscriptions.add(
      deps.realtime.messages$.subscribe((message) => {
        if (message.type !== REALTIME_MESSAGE_TYPE.callSignal) return;
        const parsed = callSignalSchema.safeParse(message);
        if (!parsed.success) return;
        const signal = parsed.data;
        if (held !== null && (signal.event === 'ring' || signal.event === 'ended')) held.push(signal);
        else hand({ signal, silent: false });
      }),
    );
    return subscriptions;
  });
}
