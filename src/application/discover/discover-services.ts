import type { DiscoverCard } from '../contracts/discover/discover-card';
import { discoverListContract, type DiscoverFilter } from '../contracts/discover/list.contract';
import { momentLikeContract } from '../contracts/moment/like.contract';
import { momentListContract } from '../contracts/moment/list.contract';
import type { Moment } from '../contracts/moment/moment';
import { pointHistoryContract, type PointEntry } from '../contracts/point/history.contract';
import { pointSummaryContract } from '../contracts/point/summary.contract';
import { rankingListContract } from '../contracts/ranking/list.contract';
import { homeScreenRewardContract } from '../contracts/reward/home-screen.contract';
import type { ResponseData } from '../contracts/define-contract';
import type { InstallSource } from '../ports/app-install.port';
import type { HttpPort } from '../ports/http.port';
import type { RankingBoard, RankingPeriod } from '../../domain';
import type { PresenceSeeds } from '../presence/presence-store';
import type { HomeScreenRewardAnswer } from './install-reward';
import { publishMoment, type MomentDraft, type PublishMomentDeps, type PublishMomentOutcome } from './publish-moment';

export interface Page<T> {
  readonly items: readonly T[];
  /** The next page's cursor; null at the end. */
  readonly cursor: string | null;
}

/**
 * Discover's reads and writes (issue #14): the feed (its cursor pins the order the first
 * page saw), moments, the boards, points and the install reward. A failed read answers
 * null — the request layer has already shown why — so a screen shows its error state.
 */
export interface DiscoverServices {
  feed(filter: DiscoverFilter, cursor: string | null): Promise<Page<DiscoverCard> | null>;
  moments(uid: number | null, cursor: string | null): Promise<Page<Moment> | null>;
  like(id: number): Promise<number | null>;
  publish(draft: MomentDraft): Promise<PublishMomentOutcome>;
  rankings(period: RankingPeriod, board: RankingBoard): Promise<ResponseData<typeof rankingListContract> | null>;
  points(): Promise<ResponseData<typeof pointSummaryContract> | null>;
  pointHistory(beforeId: number | null): Promise<{ readonly rows: readonly PointEntry[]; readonly hasMore: boolean } | null>;
  /** The app was installed: claims the one-time reward (the server pays it once per account: `granted` 0 after). */
  claimHomeScreenReward(source: InstallSource): Promise<HomeScreenRewardAnswer | null>;
}

/** `presence`: the one store of online dots; a feed page's cards are the newest word on theirs. */
export function createDiscoverServices(deps: PublishMomentDeps & { readonly http: HttpPort; readonly presence: PresenceSeeds }): DiscoverServices {
  const { http } = deps;
  return {
    async feed(filter, cursor) {
      const result = await http.request(discoverListContract, { ...filter, ...(cursor === null ? {} : { cursor }) });
      if (!result.ok) return null;
      deps.presence.seen(result.data.list);
      return { items: result.data.list, cursor: result.data.cursor };
    },
    async moments(uid, cursor) {
      const result = await http.request(momentListContract, { ...(uid === null ? {} : { uid }), ...(cursor === null ? {} : { cursor }) });
      return result.ok ? { items: result.data.list, cursor: result.data.cursor } : null;
    },
    async like(id) {
      const result = await http.request(momentLikeContract, { id });
      return result.ok ? result.data.like_count : null;
    },
    publish: (draft) => publishMoment(deps, draft),
    async rankings(period, board) {
      const result = await http.request(rankingListContract, { period, board });
      return result.ok ? result.data : null;
    },
    async points() {
      const result = await http.request(pointSummaryContract, {});
      return result.ok ? result.data : null;
    },
    async pointHistory(beforeId) {
      const result = await http.request(pointHistoryContract, beforeId === null ? {} : { before_id: beforeId });
      return result.ok ? { rows: result.data.list, hasMore: result.data.has_more } : null;
    },
    async claimHomeScreenReward(source) {
      const result = await http.request(homeScreenRewardContract, { source });
      return result.ok ? result.data : null;
    },
  };
}
