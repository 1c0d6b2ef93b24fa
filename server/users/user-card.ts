import type { UserCard } from '../../src/application/contracts/user/user-card.js';
import { onlineStatusOf } from '../../src/domain/calls/user-state.js';
import { HOST_DEFAULT_VIDEO_PRICE_PER_MIN, HOST_DEFAULT_VOICE_PRICE_PER_MIN } from '../../src/domain/constants.js';
import { avatarLabelsOf } from '../../src/domain/profile/avatar-labels.js';
import { intimacyLevelOf } from '../../src/domain/profile/intimacy.js';
import { callPeerOf, type UserRow } from '../calls/call-peer.js';
import { publicAlbumOf, publicVideoShowOf } from './public-album.js';

export interface CardFacts {
  readonly inCall: boolean;
  /** Connected to the broker (presence), or a demo host, who lives in the server. */
  readonly connected: boolean;
  readonly isFollow: boolean;
  /** Whether the user follows the viewer back (a mutual follow asks before it is undone). */
  readonly isFollowed: boolean;
  readonly fans: number;
  readonly focus: number;
  /** Hosts a live room now: the "live" avatar label. */
  readonly isLive: boolean;
  /** Coins the viewer and this user have spent on each other (Ledger.coinsBetween): the intimacy level. */
  readonly coinsBetween: number;
}

/** What /call/start would lock per minute now: a host's price, 0 for anyone else and for a demo host (free calls). */
export function callPricesOf(user: Pick<UserRow, 'is_host' | 'is_demo' | 'video_call_gold' | 'voice_call_gold'>): { readonly video_call_gold: number; readonly voice_call_gold: number } {
  const price = (own: number | null, fallback: number) => (user.is_host && !user.is_demo ? Math.max(0, Math.floor(own ?? fallback)) : 0);
  return { video_call_gold: price(user.video_call_gold, HOST_DEFAULT_VIDEO_PRICE_PER_MIN), voice_call_gold: price(user.voice_call_gold, HOST_DEFAULT_VOICE_PRICE_PER_MIN) };
}

/**
 * Another user's public card. Intimacy is the viewer's with them (a hidden profile keeps
 * it: it says nothing the viewer does not know); avatar labels by the domain rule. Online status by the domain's onlineStatusOf from presence
 * (the type-7 updates use the same rule); privacy as callPeerOf applies it. Prices
 * are what /call/start would lock for a call now (a host's price, 0 for anyone else and
 * for a demo host, whose calls are free).
 */
export function userCardOf(user: UserRow, facts: CardFacts, now: number): UserCard {
  const online_status = onlineStatusOf({ connected: facts.connected || user.is_demo, inCall: facts.inCall, isRest: user.is_rest, hideOnline: user.hide_online });
  // About me and the languages are part of what a hidden profile hides (visibleToOthers).
  const shown = (text: string) => (user.hide_profile ? '' : text);
  const peer = callPeerOf(user, now);
  return {
    ...peer,
    // From the card as the viewer sees it: a hidden VIP badge gives no VIP label either.
    avatar_labels: avatarLabelsOf({ isLive: facts.isLive, isAuth: peer.is_auth === 1, isVip: peer.is_vip === 1, createdAt: user.created_at, hidden: user.hide_profile }, now),
    intimacy: intimacyLevelOf(facts.coinsBetween),
    signature: shown(user.signature),
    speak_language: shown(user.speak_language),
    album: publicAlbumOf(user),
    video_show: publicVideoShowOf(user),
    online_status,
    is_follow: facts.isFollow ? 1 : 0,
    is_followed: facts.isFollowed ? 1 : 0,
    is_host: user.is_host ? 1 : 0,
    ...callPricesOf(user),
    fans_num: facts.fans,
    focus_num: facts.focus,
  };
}
