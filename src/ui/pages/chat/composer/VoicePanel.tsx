import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMediaServices } from '../../../../application/messages/media/chat-media-services';
import type { VoiceNotice } from '../../../../application/messages/media/voice-composer';
import type { OutgoingDraft } from '../../../../application/messages/outgoing-draft';
import type { VoiceRecording } from '../../../../application/ports/voice-recorder.port';
import type { MessageRef } from '../../../../application/notices/message-ref';
import { useAppServices } from '../../../app-services';
import { useLiveState } from '../../../hooks/use-live-state';
import { useNotices } from '../../../hooks/use-notices';
import { formatClock, useAudioPlayer } from '../media/use-audio-player';
import { LockIcon, MicIcon, PauseIcon, PlayIcon, SendIcon, TrashIcon } from './composer-icons';
import { VOICE_MAX_S } from '../../../../domain/media/voice-recorder';
import { VOICE_PLAYBACK_TICK_MS } from '../../../../application/messages/media/voice-composer';

const NOTICE_TEXT: Readonly<Record<VoiceNotice, MessageRef>> = {
  tooShort: { key: 'chatMedia.voiceTooShort' },
  cancelled: { key: 'chatMedia.voiceCancelled' },
  'VOICE.MIC_UNAVAILABLE': { key: 'chatMedia.micUnavailable' },
  'VOICE.UNSUPPORTED': { key: 'chatMedia.unsupported' },
  'VOICE.NOT_RECORDING': { key: 'chatMedia.voiceCancelled' },
};

/**
 * Hold-to-record (001 §4, §5): hold the button (recording starts after 400 ms), slide
 * left to cancel, slide up to lock; a locked recording stops into a preview with play,
 * pause, seek, delete and send. The rules are the domain's; this only draws them.
 */
export function VoicePanel({ media, onSend }: { media: ChatMediaServices; onSend(draft: OutgoingDraft): void }) {
  const { t } = useTranslation();
  const { toast } = useAppServices();
  const sendRef = useRef(onSend);
  sendRef.current = onSend;
  const composer = useMemo(() => media.voiceComposer((draft) => sendRef.current(draft)), [media]);
  const view = useLiveState(composer.view$);
  const level = useLevel(media, view.phase === 'recording' || view.phase === 'locked');

  useEffect(() => {
    if (view.phase === 'idle' || view.phase === 'preview') return undefined;
    const timer = window.setInterval(() => composer.tick(), VOICE_PLAYBACK_TICK_MS);
    return () => window.clearInterval(timer);
  }, [view.phase, composer]);

  useEffect(() => {
    if (view.notice !== null) toast.show(NOTICE_TEXT[view.notice]);
  }, [view.notice, toast]);

  // Leaving the panel mid-recording throws the audio away.
  useEffect(() => () => composer.remove(), [composer]);

  const down = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    composer.press(event.clientX, event.clientY);
  };
  const keyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
      event.preventDefault();
      composer.press(0, 0);
    }
  };
  const keyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === ' ' || event.key === 'Enter') composer.release();
  };

  if (view.phase === 'preview' && view.preview !== null) {
    return <VoicePreview recording={view.preview} durationMs={view.elapsedMs} onDelete={() => composer.remove()} onSend={() => composer.sendPreview()} />;
  }

  const recording = view.phase === 'recording' || view.phase === 'locked';
  return (
    <div className="composer-panel voice-panel" data-testid="voice-panel" data-phase={view.phase}>
      <p className="voice-panel__time" aria-live="polite">
        {recording ? `${formatClock(view.elapsedMs / 1000)} / ${formatClock(VOICE_MAX_S)}` : t('chatMedia.voiceHold')}
      </p>
      <div className="voice-panel__meter" aria-hidden="true">
        <span style={{ transform: `scaleX(${recording ? Math.max(0.04, level) : 0})` }} />
      </div>
      {view.phase === 'locked' ? (
        <div className="voice-panel__locked">
          <button type="button" className="voice-panel__round voice-panel__round--ghost" onClick={() => composer.remove()} aria-label={t('chatMedia.voiceDelete')} data-testid="voice-delete">
            <TrashIcon />
          </button>
          <button type="button" className="voice-panel__hold voice-panel__hold--active" onClick={() => composer.stop()} data-testid="voice-stop">
            <span className="voice-panel__stop-mark" aria-hidden="true" />
            <span className="visually-hidden">{t('chatMedia.voiceStop')}</span>
          </button>
          <span className="voice-panel__hint">{t('chatMedia.voiceLocked')}</span>
        </div>
      ) : (
        <>
          <button
            type="button"
            className={`voice-panel__hold${recording ? ' voice-panel__hold--active' : ''}`}
            data-testid="voice-hold"
            aria-label={recording ? t('chatMedia.voiceRelease') : t('chatMedia.voiceHold')}
            onPointerDown={down}
            onPointerMove={(event) => view.phase !== 'idle' && composer.move(event.clientX, event.clientY)}
            onPointerUp={() => composer.release()}
            onPointerCancel={() => composer.release()}
            onKeyDown={keyDown}
            onKeyUp={keyUp}
            onContextMenu={(event) => event.preventDefault()}
          >
            <MicIcon />
          </button>
          <p className="voice-panel__hint">
            {recording ? (
              <>
                <span>← {t('chatMedia.voiceSlideCancel')}</span>
                <span>
                  <LockIcon small /> {t('chatMedia.voiceSlideLock')}
                </span>
              </>
            ) : (
              <span>{t('chatMedia.voiceSlideLock')}</span>
            )}
          </p>
        </>
      )}
    </div>
  );
}

/** The microphone level while recording, for the meter. */
function useLevel(media: ChatMediaServices, active: boolean): number {
  const [level, setLevel] = useState(0);
  useNotices(active ? media.voiceLevel$ : null, setLevel);
  return level;
}

function VoicePreview({ recording, durationMs, onDelete, onSend }: { recording: VoiceRecording; durationMs: number; onDelete(): void; onSend(): void }) {
  const { t } = useTranslation();
  const url = useMemo(() => URL.createObjectURL(recording.blob), [recording]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const player = useAudioPlayer(url, durationMs / 1000);
  return (
    <div className="composer-panel voice-panel voice-panel--preview" data-testid="voice-preview">
      <div className="voice-preview">
        <button type="button" className="voice-panel__round" onClick={player.toggle} aria-label={player.playing ? t('chatMedia.voicePause') : t('chatMedia.voicePlay')} data-testid="voice-preview-play">
          {player.playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <input
          type="range"
          className="voice-preview__seek"
          min={0}
          max={Math.max(0.1, player.durationSec)}
          step={0.1}
          value={player.positionSec}
          onChange={(event) => player.seek(Number(event.target.value))}
          aria-label={t('chatMedia.voiceSeek')}
          data-testid="voice-preview-seek"
        />
        <span className="voice-preview__time">{formatClock(player.playing ? player.positionSec : player.durationSec)}</span>
      </div>
      <div className="voice-preview__actions">
        <button type="button" className="voice-panel__round voice-panel__round--ghost" onClick={onDelete} aria-label={t('chatMedia.voiceDelete')} data-testid="voice-delete">
          <TrashIcon />
        </button>
        <button type="button" className="voice-panel__round voice-panel__round--send" onClick={onSend} aria-label={t('chatMedia.voiceSend')} data-testid="voice-send">
          <SendIcon />
        </button>
      </div>
    </div>
  );
}
