import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { VoiceRecorderPort } from '../../ports/voice-recorder.port';
import type { OutgoingDraft } from '../outgoing-draft';
import { createVoiceComposer } from './voice-composer';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(startOk = true) {
  let clock = 0;
  const calls: string[] = [];
  const blob = new Blob(['mp3'], { type: 'audio/mpeg' });
  const recorder: VoiceRecorderPort = {
    start: async () => (calls.push('start'), startOk ? { ok: true } : { ok: false, error: { code: 'VOICE.MIC_UNAVAILABLE', message: 'denied' } }),
    stop: async () => (calls.push('stop'), { ok: true, value: { blob, durationSec: 2 } }),
    cancel: () => void calls.push('cancel'),
    level$: new Subject<number>(),
  };
  const sent: OutgoingDraft[] = [];
  const composer = createVoiceComposer({ recorder, now: () => clock, send: (draft) => sent.push(draft) });
  const at = (ms: number) => (clock = ms);
  return { composer, calls, sent, at, blob };
}

describe('createVoiceComposer', () => {
  it('starts the microphone after the 400 ms hold and sends on release', async () => {
    const { composer, calls, sent, at, blob } = setup();
    composer.press(100, 100);
    at(399);
    composer.tick();
    expect(calls).toEqual([]);
    at(400);
    composer.tick();
    expect(composer.view$.getValue().phase).toBe('recording');
    at(2_900);
    composer.release();
    await flush();
    expect(calls).toEqual(['start', 'stop']);
    expect(sent).toEqual([{ kind: 'voice', file: blob, durationSec: 3 }]);
  });

  it('drops a recording under 1 s and says it was too short', async () => {
    const { composer, calls, sent, at } = setup();
    composer.press(0, 0);
    at(400);
    composer.tick();
    at(1_300);
    composer.release();
    await flush();
    expect(sent).toEqual([]);
    expect(calls).toContain('cancel');
    expect(composer.view$.getValue()).toMatchObject({ phase: 'idle', notice: 'tooShort' });
  });

  it('cancels when the finger slides left', async () => {
    const { composer, sent, at } = setup();
    composer.press(200, 200);
    at(400);
    composer.tick();
    at(900);
    composer.move(120, 200);
    await flush();
    expect(composer.view$.getValue()).toMatchObject({ phase: 'idle', notice: 'cancelled' });
    at(2_000);
    composer.release();
    expect(sent).toEqual([]);
  });

  it('locks on a slide up, stops into the preview and sends from it', async () => {
    const { composer, sent, at, blob } = setup();
    composer.press(200, 200);
    at(400);
    composer.tick();
    at(800);
    composer.move(200, 100);
    composer.release();
    expect(composer.view$.getValue().phase).toBe('locked');
    at(5_400);
    composer.stop();
    await flush();
    expect(composer.view$.getValue()).toMatchObject({ phase: 'preview', elapsedMs: 5_000, preview: { blob, durationSec: 2 } });
    composer.sendPreview();
    expect(sent).toEqual([{ kind: 'voice', file: blob, durationSec: 5 }]);
    expect(composer.view$.getValue()).toMatchObject({ phase: 'idle', preview: null });
  });

  it('deletes the preview without sending', async () => {
    const { composer, sent, at } = setup();
    composer.press(200, 200);
    at(400);
    composer.tick();
    composer.move(200, 100);
    at(3_000);
    composer.stop();
    await flush();
    composer.remove();
    expect(sent).toEqual([]);
    expect(composer.view$.getValue()).toMatchObject({ phase: 'idle', preview: null, notice: 'cancelled' });
  });

  it('sends by itself at 300 s', async () => {
    const { composer, sent, at } = setup();
    composer.press(0, 0);
    at(400);
    composer.tick();
    composer.move(0, -100);
    at(300_400);
    composer.tick();
    await flush();
    expect(sent).toEqual([expect.objectContaining({ kind: 'voice', durationSec: 300 })]);
  });

  it('goes back to idle and names the problem when the microphone is unavailable', async () => {
    const { composer, sent, at } = setup(false);
    composer.press(0, 0);
    at(400);
    composer.tick();
    await flush();
    expect(composer.view$.getValue()).toMatchObject({ phase: 'idle', notice: 'VOICE.MIC_UNAVAILABLE' });
    at(3_000);
    composer.release();
    await flush();
    expect(sent).toEqual([]);
  });
});
