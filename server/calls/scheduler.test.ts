import { describe, expect, it } from 'vitest';
import { createTimerScheduler } from './scheduler.js';

const clock = { now: () => Date.now() };
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('createTimerScheduler', () => {
  it('runs a task once its time has come, and a task whose time has passed at once', async () => {
    const scheduler = createTimerScheduler(clock, (error) => {
      throw error;
    });
    const ran: string[] = [];
    scheduler.at(Date.now() + 30, () => void ran.push('later'));
    scheduler.at(Date.now() - 1_000, () => void ran.push('overdue'));
    await sleep(5);
    expect(ran).toEqual(['overdue']);
    await sleep(60);
    expect(ran).toEqual(['overdue', 'later']);
  });

  it('never runs a cancelled task, nor anything pending once closed', async () => {
    const scheduler = createTimerScheduler(clock, () => undefined);
    let ran = 0;
    const cancel = scheduler.at(Date.now() + 10, () => void (ran += 1));
    scheduler.at(Date.now() + 10, () => void (ran += 10));
    cancel();
    scheduler.close();
    await sleep(40);
    expect(ran).toBe(0);
  });

  it('refuses a task asked for after it closed (work still settling while the server stops)', async () => {
    const scheduler = createTimerScheduler(clock, () => undefined);
    scheduler.close();
    let ran = false;
    scheduler.at(Date.now(), () => void (ran = true));
    await sleep(20);
    expect(ran).toBe(false);
  });

  it('reports a failing task instead of throwing into the event loop', async () => {
    const errors: unknown[] = [];
    const scheduler = createTimerScheduler(clock, (error) => errors.push(error));
    scheduler.at(Date.now(), () => {
      throw new Error('boom');
    });
    scheduler.at(Date.now(), async () => {
      throw new Error('async boom');
    });
    await sleep(20);
    expect(errors.map((error) => (error as Error).message).sort()).toEqual(['async boom', 'boom']);
  });

  it('waits for the clock, not the wall: a clock behind its timer re-arms it', async () => {
    let offset = -50;
    const lagging = { now: () => Date.now() + offset };
    const scheduler = createTimerScheduler(lagging, () => undefined);
    let ran = false;
    const target = Date.now() + 10;
    scheduler.at(target, () => void (ran = true));
    offset = -200;
    await sleep(40);
    expect(ran).toBe(false);
    offset = 0;
    await sleep(300);
    expect(ran).toBe(true);
    scheduler.close();
  });
});
