import { performance } from 'node:perf_hooks';

/**
 * How long after a private call ends a host's silence is still the call's: the host left the
 * live screen to take the call, and the SFU tells that silence 2 s after it began (more on a
 * loaded machine), so it can arrive after the call ended and the room said "the host is back".
 */
export const CALL_SILENCE_GRACE_MS = 10_000;

/**
 * Which lives came back from a private call just now (spec 001 §4). A host's media going
 * down within CALL_SILENCE_GRACE_MS of that is the silence of the call, not a network drop:
 * the room was told "back" and must not flip to "the host's connection dropped". Wall time,
 * as the SFU's own silence detection.
 */
export class CallSilence {
  private readonly backAt = new Map<number, number>();

  cameBack(liveId: number): void {
    this.backAt.set(liveId, performance.now());
  }

  /** Whether a silence told now is the end of a private call's (and forgets lives past their grace). */
  isTheCalls(liveId: number): boolean {
    const now = performance.now();
    for (const [id, at] of this.backAt) if (now - at >= CALL_SILENCE_GRACE_MS) this.backAt.delete(id);
    return this.backAt.has(liveId);
  }
}
