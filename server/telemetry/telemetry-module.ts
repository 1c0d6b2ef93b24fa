import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { adjustPointEndpoint } from './adjust-point.endpoint.js';
import { logReportEndpoint } from './log-report.endpoint.js';
import { loginAdjustCvEndpoint } from './login-adjust-cv.endpoint.js';
import { loginAdjustEndpoint } from './login-adjust.endpoint.js';
import { trackReportEndpoint } from './track-report.endpoint.js';

/** What clients report, kept for support and analytics: /log/report, /track/report, /monitor/adjust-point, /login/adjust, /login/adjust-cv. */
export function createTelemetryModule(ctx: AppContext): ServerModule {
  return { endpoints: [logReportEndpoint(ctx), trackReportEndpoint(ctx), adjustPointEndpoint(ctx), loginAdjustEndpoint(ctx), loginAdjustCvEndpoint(ctx)] };
}
