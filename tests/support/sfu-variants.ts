/**
 * The two SFUs behind the server's LiveMediaPort, for the tests that run one case on each:
 * the embedded werift SFU and a real Janus started for the test (skipped where Janus is not
 * installed, except on CI). And how a test sees a viewer's video still coming.
 */
import { JanusSfu } from '../../server/live/janus-sfu.js';
import type { LiveMediaPort } from '../../server/live/live-media-port.js';
import { WeriftSfu } from '../../server/live/werift-sfu.js';
import { skipJanus, startJanus } from './janus-server.js';
import type { WeriftViewer } from './live-media-peers.js';

export interface SfuVariant {
  readonly name: string;
  readonly skip: boolean;
  start(): Promise<{ sfu: LiveMediaPort; stop: () => Promise<void> }>;
}

/** Both SFUs; `label` names the test in the line that says why Janus was skipped. */
export function sfuVariants(label: string): readonly SfuVariant[] {
  return [
    {
      name: 'embedded (werift)',
      skip: false,
      start: async () => {
        const sfu = new WeriftSfu();
        return { sfu, stop: () => sfu.stop() };
      },
    },
    {
      name: 'Janus',
      skip: skipJanus(label),
      start: async () => {
        const janus = await startJanus();
        const sfu = new JanusSfu(janus.url);
        return { sfu, stop: async () => (await sfu.stop(), await janus.stop()) };
      },
    },
  ];
}

/** Waits a while and answers how many video packets the viewer got meanwhile. */
export async function packetsDuring(viewer: WeriftViewer, ms: number): Promise<number> {
  const before = viewer.videoPackets();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return viewer.videoPackets() - before;
}
