import type { CallDefinition } from '../api/call-registry.js';
import { adjustPointCall } from './adjust-point.call.js';
import { loginAdjustCall, loginAdjustCvCall } from './login-adjust.call.js';
import { trackReportCall } from './track-report.call.js';

/** What clients report: /track/report, /monitor/adjust-point, /login/adjust, /login/adjust-cv (/log/report is the request layer's). */
export const telemetryCalls: readonly CallDefinition[] = [trackReportCall, adjustPointCall, loginAdjustCall, loginAdjustCvCall];
