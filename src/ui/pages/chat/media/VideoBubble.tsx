import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageBubbleSize } from '../../../../domain/media';
import { PlayIcon } from '../composer/composer-icons';
import { formatClock } from './use-audio-player';
import { MediaViewer } from '../../../components/media-viewer/MediaViewer';

/** A video message (001 §3): its cover at the picture size rule, a play mark and its length; a tap plays it full screen. */
export function VideoBubble({ url, coverUrl, width, height, durationSec }: { url: string; coverUrl: string; width: number; height: number; durationSec: number }) {
  const { t } = useTranslation();
  const size = imageBubbleSize(width, height);
  const [playing, setPlaying] = useState(false);
  return (
    <>
      <button
        type="button"
        className="video-bubble"
        style={{ inlineSize: size.width, blockSize: size.height }}
        data-testid="video-bubble"
        aria-label={`${t('chatMedia.playVideo')}: ${t('chatMedia.videoMessage', { seconds: Math.round(durationSec) })}`}
        onClick={() => setPlaying(true)}
      >
        {coverUrl ? <img src={coverUrl} alt="" className="video-bubble__cover" draggable={false} /> : null}
        <span className="video-bubble__play" aria-hidden="true">
          <PlayIcon />
        </span>
        {durationSec > 0 ? <span className="video-bubble__time">{formatClock(durationSec)}</span> : null}
      </button>
      {playing ? (
        <MediaViewer label={t('chatMedia.videoPlayer')} onClose={() => setPlaying(false)}>
          <video src={url} poster={coverUrl || undefined} controls autoPlay playsInline className="media-viewer__video" data-testid="video-player" />
        </MediaViewer>
      ) : null}
    </>
  );
}
