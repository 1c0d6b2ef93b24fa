import type { CallDefinition } from '../api/call-registry.js';
import { msgSyncAckCall } from './msg-sync-ack.call.js';
import { msgSyncCall } from './msg-sync.call.js';

/** The gap fill: /msg/sync and /msg/sync-ack. */
export const syncCalls: readonly CallDefinition[] = [msgSyncCall, msgSyncAckCall];
