import type { AppContext } from '../context.js';
import type { SensitiveLists } from '../messages/sensitive-lists.js';
import type { LiveMediaPort } from './live-media-port.js';

/** What the live module's endpoints share. */
export interface LiveDeps extends Pick<AppContext, 'db' | 'ledger' | 'realtime' | 'clock' | 'log' | 'calls'> {
  readonly media: LiveMediaPort;
  readonly sensitive: { current(): Promise<SensitiveLists> };
  /** Per viewer and room: when it last spoke (the chat rate rule's memory). */
  readonly chatTimes: Map<string, readonly number[]>;
}

/** The broker's room id of a live: its topics are room/live-<id>/…. */
export const liveTopicRoom = (liveId: number): string => `live-${liveId}`;
