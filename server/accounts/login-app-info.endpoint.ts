import { loginAppInfoContract } from '../../src/application/contracts/login/app-info.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';

export const APP_TITLE = 'Glint';
/** The app icon (the same mark as index.html's favicon), inline so it needs no file. */
export const APP_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Cdefs%3E%3ClinearGradient id='g' x1='0' y1='0' x2='1' y2='1'%3E%3Cstop offset='0' stop-color='%23ff4f9a'/%3E%3Cstop offset='1' stop-color='%237a5cff'/%3E%3C/linearGradient%3E%3C/defs%3E%3Crect width='64' height='64' rx='18' fill='url(%23g)'/%3E%3Cpath d='M32 12c1.6 9.4 5.6 14.2 16 16.4-10.4 2.2-14.4 7-16 19.6-1.6-12.6-5.6-17.4-16-19.6C26.4 26.2 30.4 21.4 32 12z' fill='%23fff'/%3E%3C/svg%3E";

/** /login/app-info: the login page's title and logo. */
export const loginAppInfoEndpoint = defineEndpoint(loginAppInfoContract, { auth: 'none' }, () => ({
  ok: RESULT_SUCCESS,
  data: { title: APP_TITLE, logo: APP_LOGO },
}));
