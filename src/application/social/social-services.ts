import { userBlackContract } from '../contracts/user/black.contract';
import { userFollowContract } from '../contracts/user/follow.contract';
import { userVisitContract } from '../contracts/user/visit.contract';
import type { HttpPort } from '../ports/http.port';
import type { MeViewModel } from '../profile/me-view-model';
import type { SessionStore } from '../session/session-store';
import { setRestMode } from './set-rest-mode';
import { loadRelationPage, type RelationKind, type RelationListPage } from './relation-pages';

/** Follows, fans, visitors and the blocked list (001 §2 my-followings, blocked-list; issue #13). */
export interface SocialServices {
  /**
   * A page of a list. After the first page of fans or visitors the Me counters are reloaded:
   * the server has just cleared their "new" counts.
   */
  page(kind: RelationKind, cursor?: string): Promise<RelationListPage | null>;
  /** Follows or unfollows; the new state, or null when it failed (the view keeps the old one). */
  follow(uid: number, on: boolean): Promise<boolean | null>;
  /** Unblocks; false when it failed. */
  unblock(uid: number): Promise<boolean>;
  /** The viewer opened `uid`'s user page: a visit (counted once a day by the server). Failures are not the viewer's business. */
  recordVisit(uid: number): Promise<void>;
  /** A host switches rest mode; false when it failed (the switch stays as it was). */
  setResting(resting: boolean): Promise<boolean>;
}

const CLEARS_NEW_COUNT: ReadonlySet<RelationKind> = new Set(['fans', 'visitors']);

export function createSocialServices(http: HttpPort, me: Pick<MeViewModel, 'refresh'>, store: Pick<SessionStore, 'updateUser'>): SocialServices {
  return {
    async page(kind, cursor) {
      const page = await loadRelationPage(http, kind, cursor);
      if (page !== null && cursor === undefined && CLEARS_NEW_COUNT.has(kind)) await me.refresh();
      return page;
    },
    async follow(uid, on) {
      const result = await http.request(userFollowContract, { flag: on ? 'add' : 'del', target_uid: uid });
      return result.ok ? result.data.is_follow === 1 : null;
    },
    async unblock(uid) {
      const result = await http.request(userBlackContract, { target_uid: uid, flag: 'del' });
      return result.ok;
    },
    async recordVisit(uid) {
      await http.request(userVisitContract, { target_uid: uid });
    },
    setResting: (resting) => setRestMode({ http, store }, resting),
  };
}
