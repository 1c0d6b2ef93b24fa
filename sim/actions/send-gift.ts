import { CHAT_MEDIA } from '../../src/application/messages/messages.tokens.js';
import { messagePeersOf } from '../world.js';
import { DONE, failed, skipped, type SimAction } from './action.js';

/**
 * The chat's gift sheet: loads the catalogue, the bag and the balance, picks the cheapest
 * gift and sends one to a peer (/gift/send through the ledger). Without the coins for it
 * the sheet asks for a top-up: skipped, as a person would close the sheet.
 */
export const sendGift: SimAction = async ({ user, uid, world, random }) => {
  const peers = messagePeersOf(world, uid);
  const peer = peers[Math.floor(random() * peers.length)];
  if (peer === undefined) return skipped('no one to give to');
  const sheet = user.services.get(CHAT_MEDIA).gifts;
  await sheet.open();
  const { phase, items } = sheet.state$.getValue();
  if (phase !== 'ready') return failed('SIM.GIFTS_NOT_LOADED', `the gift sheet is ${phase}`);
  const cheapest = [...items].sort((a, b) => a.gift.price - b.gift.price)[0];
  if (cheapest === undefined) return skipped('no gift on sale');
  sheet.select(cheapest.gift.gift_id);
  const sent = await sheet.send(peer);
  if (sent.ok) return DONE;
  if (sent.error.code === 'GIFT.INSUFFICIENT') return skipped('not enough coins for a gift');
  return failed(sent.error.code, 'api' in sent.error ? `${sent.error.api.code}: ${sent.error.api.msg}` : `gift to ${peer}`);
};
