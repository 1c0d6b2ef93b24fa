import type { LiveServices } from '../../src/application/live/create-live-services.js';
import { LIVE } from '../../src/application/live/live.tokens.js';
import { between } from '../random.js';
import { sleep, waitFor } from '../wait.js';
import { DONE, failed, skipped, type SimAction } from './action.js';

/** How long a simulated host stays live. */
const LIVE_HOLD_MIN_MS = 10_000;
const LIVE_HOLD_MAX_MS = 20_000;
/** How long a viewer may take to be let in. */
const JOIN_WAIT_MS = 10_000;
/** How long a viewer stays. */
const WATCH_MIN_MS = 1_000;
const WATCH_MAX_MS = 3_000;

/**
 * A host goes live (/live/start with a title, then into the room), stays a while and ends
 * it (/live/end, the summary). The host is not free for private calls meanwhile. No
 * picture: the simulator publishes no stream.
 */
export const goLive: SimAction = async ({ user, uid, world, random }) => {
  if (!world.freeHosts.delete(uid)) return skipped('the host is in a call');
  const room = user.services.get(LIVE).open({ kind: 'host' });
  try {
    const started = await room.goLive(`Sim live of ${uid}`);
    if (!started.ok) return failed('SIM.LIVE_NOT_STARTED', started.msg);
    await sleep(between(random, LIVE_HOLD_MIN_MS, LIVE_HOLD_MAX_MS));
    const ended = await room.end();
    if (!ended.ok) return failed('SIM.LIVE_NOT_ENDED', ended.msg);
    return room.state$.getValue().summary === null ? failed('SIM.LIVE_NO_SUMMARY', 'the ended live has no summary') : DONE;
  } finally {
    room.close();
    world.freeHosts.add(uid);
  }
};

const isListed = (rooms: Awaited<ReturnType<LiveServices['list']>>, liveId: number): boolean => rooms.ok && rooms.data.list.some((room) => room.live_id === liveId);

/**
 * A viewer opens Discover's live list, enters one room (/live/join), says hello in its chat,
 * sends the host the cheapest gift when the coins allow (not to a demo host), and leaves. A live that ended
 * before the viewer got in is skipped: the list was a moment old.
 */
export const watchLive: SimAction = async ({ user, random }) => {
  const live = user.services.get(LIVE);
  const rooms = await live.list();
  if (!rooms.ok) return failed(rooms.error.code, rooms.error.msg);
  const pick = rooms.data.list[Math.floor(random() * rooms.data.list.length)];
  if (pick === undefined) return skipped('no one is live');
  const room = live.open({ kind: 'viewer', liveId: pick.live_id });
  try {
    await waitFor(() => room.state$.getValue().stage !== 'joining', JOIN_WAIT_MS);
    const { stage } = room.state$.getValue();
    if (stage !== 'live') return stage === 'joining' ? failed('SIM.LIVE_NOT_JOINED', `live ${pick.live_id} did not let the viewer in`) : skipped(`the live was ${stage}`);
    // The host may end the live at any moment: a refusal then is the live's end, not a failure.
    const stillOn = async () => room.state$.getValue().stage === 'live' && isListed(await live.list(), pick.live_id);
    const said = await room.say('hello from the simulator');
    if (!said.ok) return (await stillOn()) ? failed('SIM.LIVE_CHAT', said.msg) : skipped('the live ended while watching');
    // A demo host's live has no gift button (DEMO_HOSTS: nothing with a demo host costs coins): there its viewer only chats.
    if (pick.is_demo === 0) await room.gifts.open();
    const cheapest = pick.is_demo === 1 ? undefined : [...room.gifts.state$.getValue().items].sort((a, b) => a.gift.price - b.gift.price)[0];
    if (cheapest !== undefined) {
      room.gifts.select(cheapest.gift.gift_id);
      const gift = await room.gifts.send(pick.host_uid);
      if (!gift.ok && gift.error.code !== 'GIFT.INSUFFICIENT') return (await stillOn()) ? failed(gift.error.code, 'a live gift failed') : skipped('the live ended while watching');
    }
    await sleep(between(random, WATCH_MIN_MS, WATCH_MAX_MS));
    return DONE;
  } finally {
    room.close();
  }
};
