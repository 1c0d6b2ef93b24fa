import { timer, type SchedulerLike, type Unsubscribable } from 'rxjs';
import { COUNTDOWN_TICK_MS } from '../../domain/constants';

/**
 * Calls `onTick` once a second until unsubscribed. One short timer per tick rather than
 * `interval`: a countdown of hours stays a flat chain of finished timers (a virtual clock
 * run through an hour of `interval` ticks overflows the stack when it is unsubscribed).
 */
export function tickEverySecond(scheduler: SchedulerLike, onTick: () => void): Unsubscribable {
  let stopped = false;
  let current: Unsubscribable | null = null;
  const next = () => {
    current = timer(COUNTDOWN_TICK_MS, scheduler).subscribe(() => {
      if (stopped) return;
      next();
      onTick();
    });
  };
  next();
  return {
    unsubscribe() {
      stopped = true;
      current?.unsubscribe();
    },
  };
}
