import { token } from '../wiring/token';
import type { ChatMediaServices } from './media/chat-media-services';
import type { SessionMessaging } from './session-messaging';

/** Inbox, chats, the outbox and the message banner of whoever is signed in. */
export const MESSAGING = token<SessionMessaging>('SessionMessaging');
/** The composer's media pieces and the gift sheet. */
export const CHAT_MEDIA = token<ChatMediaServices>('ChatMediaServices');
