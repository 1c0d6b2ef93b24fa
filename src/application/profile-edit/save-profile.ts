import type { z } from 'zod';
import { userUpdateInfoContract } from '../contracts/user/update-info.contract';
import type { HttpPort } from '../ports/http.port';
import type { SessionStore } from '../session/session-store';

/** The fields one edit page changes (the wire's user_info; the others stay as they are). */
export type ProfileChanges = z.input<typeof userUpdateInfoContract.payload>['user_info'];

/** A refused save keeps the server's message (a clear reason: too long, under 18…) for the page to show. */
export type SaveProfileOutcome = { readonly ok: true } | { readonly ok: false; readonly error: { readonly code: 'PROFILE.UPDATE_FAILED'; readonly message: string } };

/**
 * Saves one edit page through /user/update-info and puts the saved user into the session,
 * so Me (and anything else reading the session's user) shows the change at once. The
 * session's counters (fans, visitors…) are not in the answer and are kept. On a refusal
 * nothing changes here: the page keeps its old value and shows the message.
 */
export async function saveProfile(deps: { readonly http: HttpPort; readonly store: Pick<SessionStore, 'user$' | 'updateUser'> }, changes: ProfileChanges): Promise<SaveProfileOutcome> {
  const answer = await deps.http.request(userUpdateInfoContract, { user_info: changes });
  if (!answer.ok) return { ok: false, error: { code: 'PROFILE.UPDATE_FAILED', message: answer.error.msg } };
  const current = deps.store.user$.getValue();
  deps.store.updateUser(current !== null && current.uid === answer.data.user_info.uid ? { ...current, ...answer.data.user_info } : answer.data.user_info);
  return { ok: true };
}
