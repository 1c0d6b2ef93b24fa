import { VirtualAction, VirtualTimeScheduler } from 'rxjs';

/**
 * A scheduler whose clock only moves when the test says so; `advanceTo` runs every timer
 * due by then and lets the promises those timers started settle.
 */
export function createVirtualTime() {
  const scheduler = new VirtualTimeScheduler(VirtualAction, 0);
  return {
    scheduler,
    async advanceTo(ms: number): Promise<void> {
      scheduler.maxFrames = ms;
      scheduler.flush();
      scheduler.frame = ms;
      await settle();
    },
  };
}

/** Lets pending promise callbacks (fake HTTP answers) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}
