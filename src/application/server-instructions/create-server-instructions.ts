import type { Observable } from 'rxjs';
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
}

/** What the server tells the app to do: the shell's callback requests for the views' host to carry out. */
export interface ServerInstructions {
  readonly shell: Pick<ShellCallbacks, 'requests$' | 'events$'>;
  dispose(): void;
}

/** Follows type 6, 18 and 26 on the realtime channel and the shell's callback instructions from the moment it is built. */
export function createServerInstructions(deps: ServerInstructionsDeps): ServerInstructions {
  const shell = followShellCallbacks({ instructions$: deps.callbacks.instructions$, refreshProfile: deps.refreshProfile, refreshBalance: deps.refreshBalance });
  const realtime = followRealtimeInstructions({ messages$: deps.messages$, callbacks: deps.callbacks, toast: deps.toast, reportConversion: deps.reportConversion });
  return {
    shell,
    dispose() {
      shell.dispose();
      realtime.unsubscribe();
    },
  };
}
