import { DUPLICATE_EVENT_COOLDOWN_MS, DUPLICATE_EVENT_MEMORY_MS } from '../constants';

/** When each event key was last let through. */
export type DuplicateEventMemory = ReadonlyMap<string, number>;

export const EMPTY_DUPLICATE_EVENT_MEMORY: DuplicateEventMemory = new Map();

export interface DuplicateEventCheck {
  readonly duplicate: boolean;
  readonly memory: DuplicateEventMemory;
}

/**
 * The same event (same key) arriving again within 1 s of the last one let through is
 * a duplicate (a realtime redelivery, a double tap). Keys are forgotten 5 s after they
 * were let through, so the memory stays small. A duplicate does not extend the window:
 * a steady stream still lets one event through per second.
 */
export function checkDuplicateEvent(memory: DuplicateEventMemory, key: string, at: number): DuplicateEventCheck {
  const kept = new Map([...memory].filter(([, seenAt]) => at - seenAt < DUPLICATE_EVENT_MEMORY_MS));
  const last = kept.get(key);
  if (last !== undefined && at - last < DUPLICATE_EVENT_COOLDOWN_MS) return { duplicate: true, memory: kept };
  kept.set(key, at);
  return { duplicate: false, memory: kept };
}
