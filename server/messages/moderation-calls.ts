import type { CallDefinition } from '../api/call-registry.js';
import { reportHandleCall } from './report-handle.call.js';
import { userBlackCall } from './user-black.call.js';

/** Blocking and reporting users from a chat (001 §2 chat menu): /user/black, /report/handle. */
export const moderationCalls: CallDefinition[] = [userBlackCall, reportHandleCall];
