import { useEffect, useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampZoom, imageBubbleSize, imageRetryDelay } from '../../../../domain/media';
import { MediaViewer } from './MediaViewer';

/** One wheel notch or zoom button press multiplies the scale by this. */
const ZOOM_STEP = 1.25;

/** Appends a retry marker so the browser asks again instead of reusing its failed answer. */
const retryUrl = (url: string, attempt: number): string => (attempt === 0 || url.startsWith('data:') || url.startsWith('blob:') ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`);

/**
 * A picture (001 §3, §9): shown at 108 (portrait) or 148 wide keeping its ratio, retried
 * twice 500 ms apart when it fails to load, then a tap-to-retry; a tap opens it full
 * screen, where it zooms between 0.5 and 4.
 */
export function ImageBubble({ url, fullUrl, width, height }: { url: string; fullUrl: string; width: number; height: number }) {
  const { t } = useTranslation();
  const size = imageBubbleSize(width, height);
  const [attempt, setAttempt] = useState(0);
  const [failures, setFailures] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);
  const [viewing, setViewing] = useState(false);

  useEffect(() => {
    setAttempt(0);
    setFailures(0);
    setGaveUp(false);
  }, [url]);

  useEffect(() => {
    if (failures === 0) return undefined;
    const delay = imageRetryDelay(failures);
    if (delay === null) {
      setGaveUp(true);
      return undefined;
    }
    const timer = window.setTimeout(() => setAttempt((n) => n + 1), delay);
    return () => window.clearTimeout(timer);
  }, [failures]);

  if (gaveUp) {
    return (
      <button
        type="button"
        className="image-bubble image-bubble--failed"
        style={{ inlineSize: size.width, blockSize: size.height }}
        data-testid="image-bubble-retry"
        onClick={() => {
          setGaveUp(false);
          setFailures(0);
          setAttempt((n) => n + 1);
        }}
      >
        <span>{t('chatMedia.pictureError')}</span>
        <span className="image-bubble__retry">{t('common.retry')}</span>
      </button>
    );
  }
  return (
    <>
      <button type="button" className="image-bubble" style={{ inlineSize: size.width, blockSize: size.height }} data-testid="image-bubble" aria-label={t('chatMedia.openPicture')} onClick={() => setViewing(true)}>
        <img
          src={retryUrl(url, attempt)}
          alt={t('chatMedia.picture')}
          className="image-bubble__img"
          data-testid="image-bubble-img"
          onError={() => setFailures((n) => n + 1)}
          onLoad={() => setFailures(0)}
          draggable={false}
        />
      </button>
      {viewing ? <ImageViewer url={fullUrl || url} onClose={() => setViewing(false)} /> : null}
    </>
  );
}

function ImageViewer({ url, onClose }: { url: string; onClose(): void }) {
  const { t } = useTranslation();
  const [scale, setScale] = useState(1);
  const zoom = (factor: number) => setScale((current) => clampZoom(current * factor));
  const onWheel = (event: WheelEvent) => zoom(event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP);
  const pinch = usePinch((factor) => zoom(factor));
  return (
    <MediaViewer
      label={t('chatMedia.pictureViewer')}
      onClose={onClose}
      toolbar={
        <>
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
      <img
        src={url}
        alt={t('chatMedia.picture')}
        className="media-viewer__img"
        style={{ transform: `scale(${scale})` }}
        onWheel={onWheel}
        onDoubleClick={() => setScale((s) => (s === 1 ? 2 : 1))}
        draggable={false}
        {...pinch}
      />
    </MediaViewer>
  );
}

/** Two fingers apart or together: calls `onZoom` with the change of their distance since the last move. */
function usePinch(onZoom: (factor: number) => void) {
  const points = useRef(new Map<number, { x: number; y: number }>());
  const lastDistance = useRef<number | null>(null);
  const distance = (): number | null => {
    const [a, b] = [...points.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : null;
  };
  const end = (event: PointerEvent) => {
    points.current.delete(event.pointerId);
    lastDistance.current = null;
  };
  return {
    onPointerDown: (event: PointerEvent) => {
      points.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
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
    onPointerCancel: end,
  };
}
