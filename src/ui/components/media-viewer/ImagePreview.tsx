import { useCallback, useEffect, useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampZoom } from '../../../domain/media';
import { MediaViewer } from './MediaViewer';

/** One wheel notch or zoom button press multiplies the scale by this. */
const ZOOM_STEP = 1.25;
/** A double tap or double click zooms to this, and back to 1. */
const DOUBLE_TAP_ZOOM = 2;
/** A horizontal drag at least this long (CSS px) on an unzoomed picture turns to the next or previous one. */
const SWIPE_MIN_PX = 50;

export interface PreviewPicture {
  readonly url: string;
}

/**
 * The image preview (001 §2 "Image preview: swipe and zoom, with zoom from 0.5 to 4"):
 * full screen, one picture of a set at a time. Swipe, the arrow buttons or the arrow keys
 * move between pictures (mirrored right to left); pinch, wheel, double tap and the
 * buttons zoom, clamped by clampZoom; Escape or the close button leaves. Each picture is
 * named "photo 2 of 5" for a screen reader.
 */
export function ImagePreview({ pictures, start = 0, onClose }: { pictures: readonly PreviewPicture[]; start?: number; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const [index, setIndex] = useState(() => Math.min(Math.max(start, 0), Math.max(pictures.length - 1, 0)));
  const [scale, setScale] = useState(1);
  const total = pictures.length;
  const go = useCallback(
    (step: number) => {
      setIndex((current) => Math.min(Math.max(current + step, 0), total - 1));
      setScale(1);
    },
    [total],
  );
  const zoom = (factor: number) => setScale((current) => clampZoom(current * factor));
  const rtl = i18n.dir() === 'rtl';
  // The glyphs are set left to right (not mirrored again by bidi): previous points to the start side.
  const [previousGlyph, nextGlyph] = rtl ? ['›', '‹'] : ['‹', '›'];

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      // The next picture lies to the right in a left-to-right page and to the left in Arabic.
      go((event.key === 'ArrowRight') !== rtl ? 1 : -1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, rtl]);

  const gestures = useGestures({ onZoom: zoom, onSwipe: (towardsEnd) => scale <= 1 && go(towardsEnd !== rtl ? 1 : -1) });
  const picture = pictures[index];
  const position = { n: index + 1, total };
  return (
    <MediaViewer
      label={t('imagePreview.label')}
      onClose={onClose}
      toolbar={
        <>
          <span className="media-viewer__count" aria-live="polite" data-testid="image-preview-count">
            {t('imagePreview.position', position)}
          </span>
          <button type="button" className="media-viewer__tool" onClick={() => zoom(1 / ZOOM_STEP)} aria-label={t('chatMedia.zoomOut')} data-testid="zoom-out">
            −
          </button>
          <output className="media-viewer__zoom" data-testid="zoom-value">
            {Math.round(scale * 100)}%
          </output>
          <button type="button" className="media-viewer__tool" onClick={() => zoom(ZOOM_STEP)} aria-label={t('chatMedia.zoomIn')} data-testid="zoom-in">
            +
          </button>
        </>
      }
    >
      {total > 1 ? (
        <button type="button" className="media-viewer__step media-viewer__step--previous" onClick={() => go(-1)} disabled={index === 0} aria-label={t('imagePreview.previous')} data-testid="image-preview-previous">
          <span dir="ltr">{previousGlyph}</span>
        </button>
      ) : null}
      {picture === undefined ? null : (
        <img
          key={picture.url}
          src={picture.url}
          alt={t('imagePreview.photo', position)}
          className="media-viewer__img"
          style={{ transform: `scale(${scale})` }}
          onWheel={(event: WheelEvent) => zoom(event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP)}
          onDoubleClick={() => setScale((current) => (current === 1 ? DOUBLE_TAP_ZOOM : 1))}
          draggable={false}
          data-testid="image-preview-img"
          data-index={index}
          data-scale={scale}
          {...gestures}
        />
      )}
      {total > 1 ? (
        <button type="button" className="media-viewer__step media-viewer__step--next" onClick={() => go(1)} disabled={index === total - 1} aria-label={t('imagePreview.next')} data-testid="image-preview-next">
          <span dir="ltr">{nextGlyph}</span>
        </button>
      ) : null}
    </MediaViewer>
  );
}

/**
 * Pointer gestures on the picture: two fingers apart or together call `onZoom` with the
 * change of their distance; one finger dragged sideways past SWIPE_MIN_PX calls `onSwipe`
 * (true: dragged towards the start, i.e. asking for the next picture in a left-to-right page).
 */
function useGestures({ onZoom, onSwipe }: { onZoom: (factor: number) => void; onSwipe: (towardsEnd: boolean) => void }) {
  const points = useRef(new Map<number, { x: number; y: number }>());
  const lastDistance = useRef<number | null>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const distance = (): number | null => {
    const [a, b] = [...points.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : null;
  };
  const end = (event: PointerEvent) => {
    const from = swipeStart.current;
    points.current.delete(event.pointerId);
    lastDistance.current = null;
    swipeStart.current = null;
    if (from === null) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) onSwipe(dx < 0);
  };
  return {
    onPointerDown: (event: PointerEvent) => {
      points.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      // A second finger makes it a pinch, never a swipe.
      swipeStart.current = points.current.size === 1 ? { x: event.clientX, y: event.clientY } : null;
      lastDistance.current = distance();
    },
    onPointerMove: (event: PointerEvent) => {
      if (!points.current.has(event.pointerId)) return;
      points.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const now = distance();
      if (now !== null && lastDistance.current !== null && lastDistance.current > 0) onZoom(now / lastDistance.current);
      lastDistance.current = now;
    },
    onPointerUp: end,
    onPointerCancel: (event: PointerEvent) => {
      swipeStart.current = null;
      end(event);
    },
  };
}
