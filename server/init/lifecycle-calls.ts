import type { CallDefinition } from '../api/call-registry.js';
import { appCloseCall } from './app-close.call.js';
import { appOpenCall } from './app-open.call.js';
import { monitorMaintainCall } from './monitor-maintain.call.js';
import { profileInitCall } from './profile-init.call.js';

/** Start-up and foreground/background calls: /profile/init, /app/open, /app/close, /monitor/maintain. */
export const lifecycleCalls: readonly CallDefinition[] = [profileInitCall, appOpenCall, appCloseCall, monitorMaintainCall];
