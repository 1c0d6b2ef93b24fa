import { accountBindContract } from '../../src/application/contracts/account/bind.contract.js';
import { accountEmailCodeContract } from '../../src/application/contracts/account/email-code.contract.js';
import { accountModifyEmailContract } from '../../src/application/contracts/account/modify-email.contract.js';
import { logReportContract } from '../../src/application/contracts/log/report.contract.js';
import { loginForgotCodeContract } from '../../src/application/contracts/login/forgot-code.contract.js';
import { loginHandleContract } from '../../src/application/contracts/login/handle.contract.js';
import { loginResetPasswordContract } from '../../src/application/contracts/login/reset-password.contract.js';
import { monitorAdjustPointContract } from '../../src/application/contracts/monitor/adjust-point.contract.js';
import { reportHandleContract } from '../../src/application/contracts/report/handle.contract.js';
import { loginAdjustContract, loginAdjustCvContract } from '../../src/application/contracts/track/login-adjust.contract.js';
import { trackReportContract } from '../../src/application/contracts/track/report.contract.js';
import { uploadParamsContract } from '../../src/application/contracts/upload/params.contract.js';
import { uploadSuccessContract } from '../../src/application/contracts/upload/success.contract.js';
import type { RateClass } from './rate-limit-policy.js';

const API_PREFIX = '/api';
const UPLOAD_PUT_PREFIX = '/uploads/';

const ENDPOINT_CLASSES: ReadonlyMap<string, RateClass> = new Map<string, RateClass>([
  [loginHandleContract.path, 'signIn'],
  [accountBindContract.path, 'signIn'],
  [loginForgotCodeContract.path, 'resetCode'],
  [accountEmailCodeContract.path, 'resetCode'],
  [accountModifyEmailContract.path, 'signIn'],
  [loginResetPasswordContract.path, 'resetCode'],
  [uploadParamsContract.path, 'upload'],
  [uploadSuccessContract.path, 'upload'],
  [reportHandleContract.path, 'report'],
  [trackReportContract.path, 'telemetry'],
  [logReportContract.path, 'telemetry'],
  [monitorAdjustPointContract.path, 'telemetry'],
  [loginAdjustContract.path, 'telemetry'],
  [loginAdjustCvContract.path, 'telemetry'],
]);

/** The class of an API endpoint by its path (`/login/handle`). */
export function rateClassOfEndpoint(endpointPath: string): RateClass {
  return ENDPOINT_CLASSES.get(endpointPath) ?? 'api';
}

/** The class of any HTTP request, by method and URL (the query string ignored). */
export function rateClassOfRequest(method: string, url: string): RateClass {
  const path = url.split('?', 1)[0] ?? '';
  if (path.startsWith(`${API_PREFIX}/`)) return rateClassOfEndpoint(path.slice(API_PREFIX.length));
  if (method === 'PUT' && path.startsWith(UPLOAD_PUT_PREFIX)) return 'upload';
  return 'other';
}
