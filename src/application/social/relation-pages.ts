import { userBlacklistContract } from '../contracts/user/blacklist.contract';
import { userFansContract } from '../contracts/user/fans.contract';
import { userFollowingsContract } from '../contracts/user/followings.contract';
import type { RelationRow } from '../contracts/user/relation-page';
import { userVisitorsContract } from '../contracts/user/visitors.contract';
import type { HttpPort } from '../ports/http.port';

/** The lists of users the Me tab opens: the three tabs of my-followings and the blocked list. */
export type RelationKind = 'followings' | 'fans' | 'visitors' | 'blocked';

export const RELATION_TABS = ['followings', 'fans', 'visitors'] as const satisfies readonly RelationKind[];

const CONTRACTS = {
  followings: userFollowingsContract,
  fans: userFansContract,
  visitors: userVisitorsContract,
  blocked: userBlacklistContract,
} as const;

export interface RelationListPage {
  readonly rows: readonly RelationRow[];
  /** Where the next page starts; null on the last page. */
  readonly cursor: string | null;
}

/**
 * One page of a list, newest first; `cursor` from the previous page, none for the first.
 * Opening fans or visitors (their first page) clears their "new" count on the server.
 * Null when it failed (the view shows its error state).
 */
export async function loadRelationPage(http: HttpPort, kind: RelationKind, cursor?: string): Promise<RelationListPage | null> {
  const result = await http.request(CONTRACTS[kind], cursor === undefined ? {} : { cursor });
  return result.ok ? { rows: result.data.list, cursor: result.data.cursor } : null;
}
