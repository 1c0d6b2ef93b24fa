import { liveListContract } from '../../src/application/contracts/live/list.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { LiveDeps } from './live-deps.js';
import { openRooms } from './live-queries.js';
import { roomView } from './live-rooms.js';

/** /live/list: the rooms live now, most watched first (Discover's live cards). */
export const liveListEndpoint = (deps: Pick<LiveDeps, 'db'>) =>
  defineEndpoint(liveListContract, { auth: 'required' }, async () => ({ ok: RESULT_SUCCESS, data: { list: (await openRooms(deps.db)).map(roomView) } }));
