import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { GIFT_ANIMATION_MS } from '../../../../domain/constants';
import { usePopupRoot } from '../../../popups/popup-root';
import './gifts.css';

/** The image key of the drawn SVGA files that the gift's own icon replaces (server/gifts/svga-movie.ts). */
const SVGA_ICON_KEY = 'icon';
/** How long the stand-in animation of the icon runs when no SVGA can play. */
const FALLBACK_MS = 2_600;

export interface GiftPlaybackView {
  readonly title: string;
  readonly icon: string;
  readonly svgaUrl: string;
}

type Mode = 'loading' | 'svga' | 'fallback';
type SvgaModule = typeof import('svgaplayerweb');

/** svgaplayerweb is a UMD bundle: its classes sit on the default export or on the module itself. */
async function loadSvga(): Promise<SvgaModule> {
  const loaded = (await import('svgaplayerweb')) as SvgaModule & { default?: SvgaModule };
  return loaded.default?.Parser ? loaded.default : loaded;
}

/**
 * The gift animation over the chat (001 §2 "SVGA animation overlay"): the gift's SVGA
 * (its icon swapped in) played once, closed at its end or after 10 s at the latest. When
 * the player or the file cannot load, the icon itself pops and floats instead. It never
 * takes a tap: the chat stays usable underneath.
 */
export function GiftAnimationOverlay({ playback, onDone }: { playback: GiftPlaybackView; onDone(): void }) {
  const { t } = useTranslation();
  const root = usePopupRoot();
  const stage = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<Mode>(playback.svgaUrl ? 'loading' : 'fallback');
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const limit = window.setTimeout(() => done.current(), GIFT_ANIMATION_MS);
    return () => window.clearTimeout(limit);
  }, []);

  useEffect(() => {
    if (mode !== 'fallback') return undefined;
    const timer = window.setTimeout(() => done.current(), FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [mode]);

  useEffect(() => {
    if (!playback.svgaUrl) return undefined;
    let cancelled = false;
    let player: InstanceType<SvgaModule['Player']> | null = null;
    loadSvga().then(
      (SVGA) => {
        if (cancelled || stage.current === null) return;
        const parser = new SVGA.Parser();
        parser.load(
          playback.svgaUrl,
          (video) => {
            if (cancelled || stage.current === null) return;
            player = new SVGA.Player(stage.current);
            player.loops = 1;
            player.clearsAfterStop = true;
            player.setContentMode('AspectFit');
            if (playback.icon) player.setImage(playback.icon, SVGA_ICON_KEY);
            player.onFinished(() => done.current());
            player.setVideoItem(video);
            player.startAnimation();
            setMode('svga');
          },
          () => !cancelled && setMode('fallback'),
        );
      },
      () => !cancelled && setMode('fallback'),
    );
    return () => {
      cancelled = true;
      player?.stopAnimation(true);
    };
  }, [playback.svgaUrl, playback.icon]);

  const overlay = (
    <div className="gift-overlay" data-testid="gift-animation" data-mode={mode} role="img" aria-label={t('chatMedia.gifts.animation', { title: playback.title })}>
      <div ref={stage} className="gift-overlay__stage" hidden={mode === 'fallback'} />
      {mode === 'fallback' && playback.icon ? <img src={playback.icon} alt="" className="gift-overlay__fallback" /> : null}
    </div>
  );
  return createPortal(overlay, root ?? document.body);
}
