import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import type { EndpointReply } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { DeskOutcome, DeskRefusal } from './service-desk.js';

/** What the user reads when the desk says no (a toast). */
const USER_MESSAGES: Readonly<Record<DeskRefusal, string>> = {
  'SERVICE.NOT_FOUND': 'This conversation does not exist',
  'SERVICE.ENDED': 'This conversation has ended',
  'SERVICE.NOT_CLOSED': 'This conversation cannot be rated now',
  'SERVICE.BAD_MESSAGE': 'Unable to send blank message.',
  'SERVICE.NOT_WITH_PERSON': 'This conversation is not with a person',
};

/** An endpoint's reply to a desk outcome. */
export function deskReply(outcome: DeskOutcome): EndpointReply<Extract<DeskOutcome, { ok: true }>['update']> {
  return outcome.ok ? { ok: RESULT_SUCCESS, data: outcome.update } : refuse(RESULT_ERROR, USER_MESSAGES[outcome.code]);
}
