import { distinctUntilChanged, filter, type Observable, type Subscription } from 'rxjs';
import type { CallbackDispatcher } from '../callbacks/dispatch-callbacks';
import type { ConversionMessage } from '../contracts/realtime/conversion-message';
import type { MessageRef } from '../notices/message-ref';
import type { RealtimeMessage } from '../ports/realtime.port';
import { followRealtimeInstructions } from './follow-realtime-instructions';
import { followShellCallbacks, type ShellCallbacks } from './shell-callbacks';

export interface ServerInstructionsDeps {
  readonly callbacks: CallbackDispatcher;
  readonly messages$: Observable<RealtimeMessage>;
  readonly toast: (message: MessageRef) => void;
  readonly refreshProfile: () => void;
  readonly refreshBalance: () => void;
  readonly reportConversion: (conversion: ConversionMessage) => void;
  /** The session's status: each start of a signed-in session reports the native shell's ids. */
  readonly sessionStatus$: Observable<string>;
  readonly reportNativeIds: () => Promise<void>;
  /** Starts the page-view reports (/track/report); returns their end. */
  readonly trackPageViews: () => Subscription;
}

/** What the server tells the app to do: the shell's callback requests for the views' host to carry out. */
export interface ServerInstructions {
  readonly shell: Pick<ShellCallbacks, 'requests$' | 'events$'>;
  dispose(): void;
}

/**
 * Follows type 6, 18 and 26 on the realtime channel and the shell's callback instructions
 * from the moment it is built, and tells the server the push token and install attribution
 * at the start of each signed-in session, and the pages the user opens (/track/report).
 */
export function createServerInstructions(deps: ServerInstructionsDeps): ServerInstructions {
  const shell = followShellCallbacks({ instructions$: deps.callbacks.instructions$, refreshProfile: deps.refreshProfile, refreshBalance: deps.refreshBalance });
  const realtime = followRealtimeInstructions({ messages$: deps.messages$, callbacks: deps.callbacks, toast: deps.toast, reportConversion: deps.reportConversion });
  const tracking = deps.trackPageViews();
  const sessions = deps.sessionStatus$.pipe(distinctUntilChanged(), filter((status) => status === 'signed-in')).subscribe(() => void deps.reportNativeIds());
  return {
    shell,
    dispose() {
      shell.dispose();
      realtime.unsubscribe();
      sessions.unsubscribe();
      tracking.unsubscribe();
    },
  };
}
