/** Label of a user's online dot (spec enumeration: 1 online, 2 chatting, 3 rest). */
export type OnlineStatusLabel = 'online' | 'chatting' | 'rest' | 'offline';

const ONLINE_STATUS_LABELS: Readonly<Record<number, OnlineStatusLabel>> = { 1: 'online', 2: 'chatting', 3: 'rest' };

/** The label for an `online_status` code; any other code shows as offline (no dot). */
export function onlineStatusLabel(status: number): OnlineStatusLabel {
  return ONLINE_STATUS_LABELS[status] ?? 'offline';
}
