import { useCallback, useState } from 'react';
import type { GiftSheet } from '../../../../application/gifts/gift-sheet';
import type { GiftPlaybackView } from '../gifts/GiftAnimationOverlay';
import { useNotices } from '../../../hooks/use-notices';

/** The gift animation to show now (the newest sent gift replaces one still playing), and how to end it. */
export function useGiftPlayback(gifts: GiftSheet | null): { current: (GiftPlaybackView & { seq: number }) | null; done(): void } {
  const [current, setCurrent] = useState<(GiftPlaybackView & { seq: number }) | null>(null);
  useNotices(gifts?.playback$ ?? null, (played) =>
    setCurrent({ seq: played.seq, title: played.gift.title, icon: played.gift.icon, svgaUrl: played.gift.svga_url }),
  );
  const done = useCallback(() => setCurrent(null), []);
  return { current, done };
}
