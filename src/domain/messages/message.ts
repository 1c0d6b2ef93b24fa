/**
 * A chat message as both ends hold it (001 §3). Codes (msg_type, chat_type, msg_status)
 * are the numbers of MSG_TYPE, CHAT_TYPE and MSG_STATUS; they stay `number` because the
 * server's list of types is longer than the spec shows.
 */
export interface ChatMessageFields {
  readonly chat_id: number;
  readonly chat_type: number;
  readonly send_uid: number;
  /** Milliseconds; the server's clock once the message is sent. */
  readonly mtime: number;
  readonly msg_type: number;
  /** A JSON string; read it with parseMessageContent. */
  readonly msg_content: string;
  readonly msg_status: number;
}

/**
 * How a message is told apart from every other. A message known to the server has its
 * id; one still only on this device has the client id its sender chose, which the server
 * echoes back so the sent copy replaces the local one.
 */
export type MessageIdentity =
  | { readonly id: number; readonly client_msg_id?: string }
  | { readonly id: null; readonly client_msg_id: string };

export type ChatMessage = ChatMessageFields & MessageIdentity;
