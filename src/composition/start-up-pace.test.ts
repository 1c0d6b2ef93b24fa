import { describe, expect, it } from 'vitest';
import { startUpPace, type PaceWindow } from './start-up-pace';

/** A window whose idle callbacks and timers run only when the test says so. */
function fakeWindow() {
  const idle: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const w: PaceWindow = {
    setTimeout: (run) => timers.push(run),
    requestIdleCallback: (run) => idle.push(run),
  };
  const drain = async (queue: (() => void)[]) => {
    await new Promise((resolve) => setImmediate(resolve));
    for (const run of queue.splice(0)) run();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { w, runIdle: () => drain(idle), runTimers: () => drain(timers) };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('startUpPace', () => {
  it('lets a piece run at the next idle moment while nobody has asked for anything', async () => {
    const { w, runIdle, runTimers } = fakeWindow();
    const next = startUpPace(w, false).nextPiece();
    await runTimers();
    expect(await settled(next)).toBe(false);
    await runIdle();
    expect(await settled(next)).toBe(true);
  });

  it('lets waiting pieces go at the next task once hurried, and every later one too', async () => {
    const { w, runTimers } = fakeWindow();
    const pace = startUpPace(w, false);
    const waiting = pace.nextPiece();
    pace.hurry();
    await runTimers();
    expect(await settled(waiting)).toBe(true);
    const later = pace.nextPiece();
    await runTimers();
    expect(await settled(later)).toBe(true);
  });

  it('waits for no idle moment when the first screen needs the core', async () => {
    const { w, runTimers } = fakeWindow();
    const pace = startUpPace(w, true);
    const next = pace.nextPiece();
    await runTimers();
    expect(await settled(next)).toBe(true);
    expect(await settled(pace.hurried)).toBe(true);
  });

  it('says it is hurried only once the person has done something', async () => {
    const { w, runIdle } = fakeWindow();
    const pace = startUpPace(w, false);
    await runIdle();
    expect(await settled(pace.hurried)).toBe(false);
    pace.hurry();
    expect(await settled(pace.hurried)).toBe(true);
  });

  it('falls back to the next task where the browser has no idle callbacks', async () => {
    const timers: (() => void)[] = [];
    const next = startUpPace({ setTimeout: (run) => timers.push(run) }, false).nextPiece();
    for (const run of timers.splice(0)) run();
    expect(await settled(next)).toBe(true);
  });
});
