import type { ServiceMessage, ServiceSession } from '../../src/application/contracts/services/service-message.js';
import type { MessageRow, SessionRow } from './service-queries.js';

/** A stored message as the chat reads it (its content checked by the contract on the way out). */
export function wireMessage(row: MessageRow): ServiceMessage {
  return {
    id: row.id,
    session_id: row.sessionId,
    from: row.sender,
    mtime: row.mtime,
    client_msg_id: row.clientMsgId,
    msg_type: row.msgType,
    msg_content: JSON.parse(row.content),
  } as ServiceMessage;
}

export function wireSession(row: SessionRow, queuePosition: number): ServiceSession {
  return {
    id: row.id,
    status: row.status,
    queue_position: queuePosition,
    rating: row.rating,
    resolved: row.resolved === null ? null : row.resolved ? 1 : 0,
  };
}
