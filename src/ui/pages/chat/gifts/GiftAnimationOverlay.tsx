import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { usePopupRoot } from '../../../popups/popup-root';
import { decodeSvga } from './svga-decode';
import './gifts.css';

const GIFT_ANIMATION_MS = 10_000;

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
type SvgaModule = typeof import('svga');
type SvgaPlayer = InstanceType<SvgaModule['Player']>;

/** The bundler takes svga's UMD build: its classes sit on the default export or on the module itself. */
async function loadPlayerClass(): Promise<SvgaModule['Player']> {
  const loaded = (await import('svga')) as SvgaModule & { default?: SvgaModule };
  return (loaded.default ?? loaded).Player;
}

/** The gift's icon, decoded, for the SVGA's icon slot (the player draws it as it is, loaded or not). */
async function loadIcon(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  await image.decode();
  return image;
}

/**
 * Fetches and decodes the SVGA here (svga-decode.ts: no eval, so the page's CSP holds)
 * and mounts it on the canvas with SVGAPlayer-Web-Lite's Player, the icon swapped in.
 */
async function mountSvga(canvas: HTMLCanvasElement, svgaUrl: string, iconUrl: string): Promise<SvgaPlayer> {
  const [Player, response] = await Promise.all([loadPlayerClass(), fetch(svgaUrl)]);
  if (!response.ok) throw new Error(`SVGA ${svgaUrl}: HTTP ${response.status}`);
  const movie = await decodeSvga(await response.arrayBuffer(), svgaUrl);
  if (iconUrl) movie.replaceElements[SVGA_ICON_KEY] = await loadIcon(iconUrl);
  const player = new Player({ container: canvas, loop: 1 });
  // svga types shape kinds as const enums, which a module compiled on its own cannot name: same shape, cast once.
  await player.mount(movie as unknown as Parameters<SvgaPlayer['mount']>[0]);
  return player;
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
  const stage = useRef<HTMLCanvasElement>(null);
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
    if (!playback.svgaUrl || stage.current === null) return undefined;
    let cancelled = false;
    let player: SvgaPlayer | null = null;
    mountSvga(stage.current, playback.svgaUrl, playback.icon).then(
      (mounted) => {
        player = mounted;
        if (cancelled) return mounted.destroy();
        mounted.onEnd = () => done.current();
        mounted.start();
        setMode('svga');
      },
      () => !cancelled && setMode('fallback'),
    );
    return () => {
      cancelled = true;
      player?.destroy();
    };
  }, [playback.svgaUrl, playback.icon]);

  const overlay = (
    <div className="gift-overlay" data-testid="gift-animation" data-mode={mode} role="img" aria-label={t('chatMedia.gifts.animation', { title: playback.title })}>
      <canvas ref={stage} className="gift-overlay__stage" hidden={mode === 'fallback'} />
      {mode === 'fallback' && playback.icon ? <img src={playback.icon} alt="" className="gift-overlay__fallback" /> : null}
    </div>
  );
  return createPortal(overlay, root ?? document.body);
}
