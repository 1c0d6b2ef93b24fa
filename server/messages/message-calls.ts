import type { CallDefinition } from '../api/call-registry.js';
import type { PushLog } from './chat-events.js';
import { greetCleanCall, greetSendCall } from './greet.calls.js';
import type { Messaging } from './messaging.js';
import { msgDelIndexCall } from './msg-del-index.call.js';
import { msgDeleteCall } from './msg-delete.call.js';
import { msgDetailCall } from './msg-detail.call.js';
import { msgListCall } from './msg-list.call.js';
import { msgReadCall } from './msg-read.call.js';
import { msgSendStatusCall } from './msg-send-status.call.js';
import { msgSendCall } from './msg-send.call.js';
import { msgSyncDetailCall } from './msg-sync-detail.call.js';
import { msgGetTotalUnreadCall, msgGetUnreadCall } from './msg-unread.calls.js';
import { otherSensitiveCall } from './other-sensitive.call.js';
import { servicesMsgSendCall } from './services-msg-send.call.js';

/** Every messaging call of 001 §7 but /msg/sync (server/sync) and the gift and translate calls. */
export function messageCalls(messaging: Messaging, log: PushLog): CallDefinition[] {
  return [
    msgListCall,
    msgDelIndexCall,
    msgSyncDetailCall,
    msgSendCall(messaging),
    servicesMsgSendCall(messaging),
    msgSendStatusCall,
    msgDetailCall,
    msgReadCall(log),
    msgDeleteCall,
    msgGetUnreadCall,
    msgGetTotalUnreadCall,
    otherSensitiveCall(messaging),
    greetSendCall(messaging),
    greetCleanCall,
  ];
}
