import { spendLimitTips } from '../../src/application/contracts/spending/spend-limit-refusal.js';
import type { Payload } from '../../src/application/contracts/define-contract.js';
import type { momentPublishContract } from '../../src/application/contracts/moment/publish.contract.js';
import { RESULT_ERROR, SEND_ORIGIN, SEND_RESULT } from '../../src/domain/constants.js';
import { coinShortfall } from '../../src/domain/money/coin-shortfall.js';
import { momentDraftProblem, momentPostPrice } from '../../src/domain/index.js';
import { refuse } from '../api/refuse.js';
import { RECHARGE_TIPS } from '../messages/send-refusals.js';
import { isOwnUploadUrl } from '../uploads/own-upload-url.js';
import { storedVideoSeconds } from '../uploads/stored-video-seconds.js';
import { momentsView } from './moment-view.js';
import type { MomentsDeps } from './moments-deps.js';
import { authorsOf, findMomentByClientKey, insertMoment } from './moments-queries.js';

const DRAFT_REFUSALS = {
  'MOMENT.EMPTY': 'Write something or add a photo or a video',
  'MOMENT.TEXT_TOO_LONG': 'This text is too long',
  'MOMENT.TOO_MANY_PHOTOS': 'A moment holds up to 9 photos',
  'MOMENT.MIXED_MEDIA': 'A moment holds photos or one video, not both',
  'MOMENT.VIDEO_TOO_LONG': 'A video may last up to 15 seconds',
  'MOMENT.VIDEO_WITHOUT_COVER': 'A video needs its cover picture',
} as const;

/**
 * Posts a moment for review. A non-VIP pays first (the ledger key names the client's key,
 * so a retry pays once and finds the same moment); the moment is stored under review with
 * the transfer that paid for it, which a rejection refunds.
 */
export async function publishMoment(deps: MomentsDeps, uid: number, payload: Payload<typeof momentPublishContract>) {
  const now = deps.clock.now();
  const answer = async (id: number, cost: number) => {
    const row = await findMomentByClientKey(deps.moments, uid, payload.client_key);
    if (row === undefined || row.id !== id) throw new Error(`moment ${id} vanished after it was stored`);
    const [moment] = momentsView([row], await authorsOf(deps.moments, [uid]), now);
    if (moment === undefined) throw new Error(`moment ${id} has no author`);
    return { ok: SEND_RESULT.success, data: { moment, cost, balance: await deps.ledger.balanceOf(uid) } };
  };
  const earlier = await findMomentByClientKey(deps.moments, uid, payload.client_key);
  if (earlier !== undefined) return answer(earlier.id, earlier.transfer_id === null ? 0 : ((await deps.ledger.amountOf(earlier.transfer_id)) ?? 0));

  // A video's own header says how long it lasts; a sent length counts only when it says nothing.
  const media = await Promise.all(payload.media.map(async (item) => (item.kind === 'video' ? { ...item, duration: (await storedVideoSeconds(deps.uploads, item.url)) ?? item.duration } : item)));
  const problem = momentDraftProblem(payload.text, media);
  if (problem !== null) return refuse(RESULT_ERROR, DRAFT_REFUSALS[problem]);
  const urls = media.flatMap((item) => (item.cover === undefined ? [item.url] : [item.url, item.cover]));
  if (!urls.every((url) => isOwnUploadUrl(deps.uploads, url))) return refuse(RESULT_ERROR, 'Photos and videos must be uploaded first');

  const [author] = await authorsOf(deps.moments, [uid]);
  if (author === undefined) return refuse(RESULT_ERROR, 'Unknown user');
  const price = momentPostPrice((author.vip_expires_at ?? 0) > now);
  let transferId: number | null = null;
  if (price > 0) {
    const paid = await deps.ledger.spend(uid, price, 'moment', `moment:${uid}:${payload.client_key}`);
    if (!paid.ok) {
      if (paid.error.code === 'SPEND.LIMIT') return refuse(RESULT_ERROR, spendLimitTips(paid.error.period));
      if (paid.error.code !== 'COINS.INSUFFICIENT') return refuse(RESULT_ERROR, 'This post was already paid for differently');
      const shortfall = coinShortfall(paid.error.balance, price) ?? { diff_coin: 0, need_coins: price };
      return refuse(SEND_RESULT.failure, RECHARGE_TIPS, [
        { type: 'recharge_alert', need_coins: shortfall.need_coins, from_type: SEND_ORIGIN.moment, params: { diff_coin: shortfall.diff_coin } },
      ]);
    }
    transferId = paid.value.transferId;
  }
  const id = await insertMoment(deps.moments, { uid, text: payload.text.trim(), media, transferId, clientKey: payload.client_key, now });
  return answer(id, price);
}
