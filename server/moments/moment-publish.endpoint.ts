import { momentPublishContract } from '../../src/application/contracts/moment/publish.contract.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { MomentsDeps } from './moments-deps.js';
import { publishMoment } from './publish-moment.js';

/** /moment/publish: a moment goes under review, paid for by a non-VIP. */
export const momentPublishEndpoint = (deps: MomentsDeps) =>
  defineEndpoint(momentPublishContract, { auth: 'required' }, (payload, caller) => publishMoment(deps, caller.uid, payload));
