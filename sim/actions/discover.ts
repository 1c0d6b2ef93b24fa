import { DISCOVER } from '../../src/application/discover/discover.tokens.js';
import { DONE, failed, type SimAction } from './action.js';

/** Discover's feed: the first page, then the next one when there is one (a person scrolling). */
export const discover: SimAction = async ({ user }) => {
  const services = user.services.get(DISCOVER);
  const first = await services.feed({}, null);
  if (first === null) return failed('SIM.DISCOVER_FAILED', 'the feed did not load');
  if (first.cursor !== null && (await services.feed({}, first.cursor)) === null) return failed('SIM.DISCOVER_FAILED', 'the second page did not load');
  return DONE;
};
