import { DEMO_HOST_ANSWER_DELAY_MS } from '../../src/domain/constants.js';
import type { ErrorReporter } from '../logging/error-reporter.js';
import type { Cancel, Scheduler } from './scheduler.js';

/** One pending task per key on the scheduler; scheduling a key again replaces its task. */
export interface DelayedTasks {
  later(key: number, at: number, task: () => Promise<void>): void;
  cancel(key: number): void;
  cancelAll(): void;
}

export function createDelayedTasks(scheduler: Scheduler, onError: ErrorReporter): DelayedTasks {
  const pending = new Map<number, Cancel>();
  const cancel = (key: number): void => {
    pending.get(key)?.();
    pending.delete(key);
  };
  return {
    later(key, at, task) {
      pending.get(key)?.();
      const cancelTask = scheduler.at(at, () => {
        if (pending.get(key) === cancelTask) pending.delete(key);
        return task().catch(onError);
      });
      pending.set(key, cancelTask);
    },
    cancel,
    cancelAll() {
      for (const key of [...pending.keys()]) cancel(key);
    },
  };
}

/** A short, human-looking delay before a demo host acts; `random` is [0, 1) like Math.random. */
export function demoHostDelay(random: () => number): number {
  const { min, max } = DEMO_HOST_ANSWER_DELAY_MS;
  return min + Math.floor(random() * (max - min + 1));
}
