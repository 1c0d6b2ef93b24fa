import { translateIndexContract, TRANSLATE_TEXT_MAX } from '../contracts/translate/index.contract';
import type { ApiError, HttpPort } from '../ports/http.port';

export type TranslateOutcome = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly error: ApiError | { readonly code: 'MSG.NOT_TRANSLATABLE'; readonly msg: string } };

/**
 * A received text in the reader's language (/translate/index, 001 §7). The server's
 * translator may not know the pair: that is a refusal, and the bubble goes back to idle.
 */
export async function translateMessage(
  http: HttpPort,
  request: { readonly text: string; readonly target: string; readonly fromUid: number; readonly chatType: number; readonly key: string },
): Promise<TranslateOutcome> {
  const text = request.text.trim();
  if (text === '' || text.length > TRANSLATE_TEXT_MAX) return { ok: false, error: { code: 'MSG.NOT_TRANSLATABLE', msg: 'nothing to translate' } };
  const answer = await http.request(translateIndexContract, { target: request.target, content: text, from_uid: request.fromUid, chat_type: request.chatType, key: request.key });
  return answer.ok ? { ok: true, text: answer.data.text } : { ok: false, error: answer.error };
}
