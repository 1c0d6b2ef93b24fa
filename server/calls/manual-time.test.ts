import { describe, expect, it } from 'vitest';
import { ManualTime } from './manual-time.js';

describe('ManualTime', () => {
  it('runs due tasks in time order, each at its own time, ties in the order they were scheduled', async () => {
    const time = new ManualTime(1_000);
    const ran: string[] = [];
    time.at(1_300, () => void ran.push(`c@${time.now()}`));
    time.at(1_100, () => void ran.push(`a@${time.now()}`));
    time.at(1_100, () => void ran.push(`b@${time.now()}`));
    time.at(5_000, () => void ran.push('late'));

    await time.advanceBy(1_000);

    expect(ran).toEqual(['a@1100', 'b@1100', 'c@1300']);
    expect(time.now()).toBe(2_000);
    expect(time.size).toBe(1);
  });

  it('runs tasks that due tasks schedule, when they fall within the advance', async () => {
    const time = new ManualTime(0);
    const ticks: number[] = [];
    const tick = (): void => {
      ticks.push(time.now());
      time.at(time.now() + 60_000, tick);
    };
    time.at(60_000, tick);
    await time.advanceBy(600_000);
    expect(ticks).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((m) => m * 60_000));
  });

  it('never runs a cancelled task', async () => {
    const time = new ManualTime(0);
    let ran = false;
    const cancel = time.at(10, () => void (ran = true));
    cancel();
    await time.advanceBy(100);
    expect(ran).toBe(false);
  });

  it('lets time jump past due tasks, which then run late at the next advance', async () => {
    const time = new ManualTime(0);
    const ranAt: number[] = [];
    time.at(10, () => void ranAt.push(time.now()));
    time.jump(50);
    expect(ranAt).toEqual([]);
    await time.advanceBy(0);
    expect(ranAt).toEqual([50]);
  });

  it('fails the advance when a task throws', async () => {
    const time = new ManualTime(0);
    time.at(1, () => {
      throw new Error('boom');
    });
    await expect(time.advanceBy(1)).rejects.toThrow('boom');
  });
});
