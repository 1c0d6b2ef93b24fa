import type { ChatState, ChatViewModel } from '../../src/application/messages/messaging-services.js';
import { waitFor } from '../wait.js';

/** How long a chat's first load may take before the check gives up on it. */
const CHAT_LOAD_WAIT_MS = 15_000;

/** The chat once its first load ended (ready or error); null when it never did within the bound. */
export async function loadedChat(chat: ChatViewModel): Promise<ChatState | null> {
  const loaded = await waitFor(() => chat.state$.getValue().status !== 'loading', CHAT_LOAD_WAIT_MS);
  return loaded ? chat.state$.getValue() : null;
}

/** The texts of `sender` in the chat, in the order the chat shows them, with their send state (null: received). */
export function textsOf(state: ChatState, sender: number): { readonly text: string; readonly sendState: string | null }[] {
  return state.messages.flatMap((message) =>
    message.sendUid === sender && message.content.kind === 'text' ? [{ text: message.content.content, sendState: message.sendState }] : [],
  );
}
