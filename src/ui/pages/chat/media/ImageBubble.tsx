import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageBubbleSize, imageRetryDelay } from '../../../../domain/media';
import { ImagePreview } from '../../../components/media-viewer/ImagePreview';

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
      {viewing ? <ImagePreview pictures={[{ url: fullUrl || url }]} onClose={() => setViewing(false)} /> : null}
    </>
  );
}
