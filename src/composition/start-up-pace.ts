/** The longest a piece of start-up work waits for an idle moment before running anyway. */
const IDLE_WAIT_MS = 2_000;

/**
 * When the pieces of start-up work run (src/main.tsx). While nobody has asked for anything,
 * each piece waits for an idle moment (at the latest IDLE_WAIT_MS), so it does not compete
 * with the first screen for the CPU and each one is a short task of its own. Once the person
 * taps, clicks or types — or from the start, when the first screen itself needs the core (a
 * stored session, a return from the provider) — each piece waits only for the next task.
 */
export interface StartUpPace {
  /** Resolves when the next piece may run. */
  nextPiece(): Promise<void>;
  /** From now on the pieces follow one another without waiting for idle moments; those waiting go at once. */
  hurry(): void;
  /** Resolves once hurried: work only someone active can need (the features beyond the first screen) waits for it. */
  readonly hurried: Promise<void>;
}

/** What the pace uses of `window`. */
export interface PaceWindow {
  setTimeout(run: () => void, ms: number): unknown;
  requestIdleCallback?(run: () => void, options: { timeout: number }): unknown;
}

export function startUpPace(w: PaceWindow, urgent: boolean): StartUpPace {
  let hurried = urgent;
  let release!: () => void;
  const hurriedNow = new Promise<void>((resolve) => (release = resolve));
  if (hurried) release();
  const nextTask = () => new Promise<void>((resolve) => w.setTimeout(resolve, 0));
  const idle = () =>
    new Promise<void>((resolve) => {
      if (w.requestIdleCallback) w.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
      else w.setTimeout(resolve, 0);
    });
  return {
    nextPiece: () => (hurried ? nextTask() : Promise.race([idle(), hurriedNow.then(nextTask)])),
    hurry: () => {
      hurried = true;
      release();
    },
    hurried: hurriedNow,
  };
}
