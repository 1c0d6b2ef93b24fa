import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PauseIcon, PlayIcon } from '../composer/composer-icons';
import { formatClock, useAudioPlayer } from './use-audio-player';

const VOICE_CLICK_DEBOUNCE_MS = 500;

/** Bars of the drawn waveform: a voice bubble grows with the length, up to this many. */
const MAX_BARS = 18;
const MIN_BARS = 5;

/** A voice message (001 §3): play / pause, the length, and a dot until a received one is played. */
export function VoiceBubble({ url, durationSec, unread, mine }: { url: string; durationSec: number; unread: boolean; mine: boolean }) {
  const { t } = useTranslation();
  const [heard, setHeard] = useState(false);
  const player = useAudioPlayer(url === '' ? null : url, durationSec, () => setHeard(true));
  const lastTap = useRef(Number.NEGATIVE_INFINITY);
  // Taps closer than VOICE_CLICK_DEBOUNCE_MS (001 §9) count once: a double tap must not play and stop at once.
  const toggle = () => {
    const now = performance.now();
    if (now - lastTap.current < VOICE_CLICK_DEBOUNCE_MS) return;
    lastTap.current = now;
    player.toggle();
  };
  const bars = Math.min(MAX_BARS, Math.max(MIN_BARS, Math.round(durationSec / 3) + MIN_BARS));
  const progress = player.durationSec > 0 ? player.positionSec / player.durationSec : 0;
  const shown = player.playing ? player.positionSec : durationSec;
  return (
    <div className={`voice-bubble${mine ? ' voice-bubble--mine' : ''}`} data-testid="voice-bubble" data-state={player.playing ? 'playing' : 'paused'}>
      <button
        type="button"
        className="voice-bubble__play"
        data-testid="voice-play"
        aria-label={`${player.playing ? t('chatMedia.voicePause') : t('chatMedia.voicePlay')}: ${t('chatMedia.voiceMessage', { seconds: Math.round(durationSec) })}`}
        aria-pressed={player.playing}
        onClick={toggle}
      >
        {player.playing ? <PauseIcon small /> : <PlayIcon small />}
      </button>
      <span className="voice-bubble__wave" aria-hidden="true">
        {Array.from({ length: bars }, (_, i) => (
          <span key={i} className={`voice-bubble__bar${i / bars < progress ? ' voice-bubble__bar--played' : ''}`} style={{ blockSize: `${30 + ((i * 37) % 70)}%` }} />
        ))}
      </span>
      <span className="voice-bubble__time" data-testid="voice-duration">
        {formatClock(shown)}
      </span>
      {!mine && unread && !heard ? <span className="voice-bubble__unread" data-testid="voice-unread" role="img" aria-label={t('chatMedia.voiceUnread')} /> : null}
    </div>
  );
}
