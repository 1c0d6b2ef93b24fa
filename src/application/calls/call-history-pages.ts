import { callHistoryContract, type CallHistoryRow } from '../contracts/call/history.contract';
import type { HttpPort } from '../ports/http.port';

export interface CallHistoryPage {
  readonly rows: readonly CallHistoryRow[];
  readonly hasMore: boolean;
}

/** One page of the call list, newest first; `beforeId` is the last row of the previous page. Null on failure. */
export async function loadCallHistoryPage(http: HttpPort, beforeId?: number): Promise<CallHistoryPage | null> {
  const result = await http.request(callHistoryContract, beforeId === undefined ? {} : { before_id: beforeId });
  return result.ok ? { rows: result.data.list, hasMore: result.data.has_more } : null;
}
