import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_PLAYBACK_TICK_MS } from '../../../../application/messages/media/voice-composer';

export interface AudioPlayerView {
  readonly playing: boolean;
  readonly positionSec: number;
  /** The element's duration once known, else the fallback given. */
  readonly durationSec: number;
  readonly failed: boolean;
  toggle(): void;
  seek(seconds: number): void;
}

/** One voice plays at a time in the whole app: starting one pauses the other. */
let playingNow: HTMLAudioElement | null = null;

/**
 * An <audio> for a voice bubble or the recording preview: play / pause, seek, and the
 * position read every VOICE_PLAYBACK_TICK_MS (100 ms, 001 §9) while playing.
 */
export function useAudioPlayer(src: string | null, fallbackDurationSec: number, onFirstPlay?: () => void): AudioPlayerView {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [positionSec, setPosition] = useState(0);
  const [durationSec, setDuration] = useState(fallbackDurationSec);
  const [failed, setFailed] = useState(false);
  const played = useRef(false);

  useEffect(() => {
    if (src === null) return undefined;
    const element = new Audio();
    element.preload = 'metadata';
    element.src = src;
    audio.current = element;
    const onMeta = () => {
      if (Number.isFinite(element.duration) && element.duration > 0) setDuration(element.duration);
    };
    const onEnd = () => {
      setPlaying(false);
      setPosition(0);
    };
    const onPause = () => setPlaying(false);
    const onError = () => {
      setFailed(true);
      setPlaying(false);
    };
    element.addEventListener('loadedmetadata', onMeta);
    element.addEventListener('ended', onEnd);
    element.addEventListener('pause', onPause);
    element.addEventListener('error', onError);
    return () => {
      element.pause();
      element.removeEventListener('loadedmetadata', onMeta);
      element.removeEventListener('ended', onEnd);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('error', onError);
      if (playingNow === element) playingNow = null;
      audio.current = null;
    };
  }, [src]);

  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(() => setPosition(audio.current?.currentTime ?? 0), VOICE_PLAYBACK_TICK_MS);
    return () => window.clearInterval(timer);
  }, [playing]);

  const toggle = useCallback(() => {
    const element = audio.current;
    if (element === null) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    if (playingNow !== null && playingNow !== element) playingNow.pause();
    playingNow = element;
    setFailed(false);
    element.play().then(
      () => {
        setPlaying(true);
        if (!played.current) {
          played.current = true;
          onFirstPlay?.();
        }
      },
      () => setFailed(true),
    );
  }, [onFirstPlay]);

  const seek = useCallback((seconds: number) => {
    const element = audio.current;
    if (element === null) return;
    element.currentTime = seconds;
    setPosition(seconds);
  }, []);

  return { playing, positionSec, durationSec, failed, toggle, seek };
}

/** 0:07, 1:05 — a voice length or position. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
