import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENCODER_REQUEST_FOLD_MS, FOLLOW_UP_KEY_FRAME_MS, FOLLOW_UP_SHARED_MS, followUpKeyFrameAt } from './key-frame-follow-up';

/** The follow-ups the rule plans for viewers coming up at `ups` (ascending), as the adapter does. */
function plannedFollowUps(ups: readonly number[]): number[] {
  const planned: number[] = [];
  let latestDueAt = Number.NEGATIVE_INFINITY;
  for (const up of ups) {
    const dueAt = followUpKeyFrameAt(latestDueAt, up);
    if (dueAt === null) continue;
    latestDueAt = dueAt;
    planned.push(dueAt);
  }
  return planned;
}

/** Chromium's encoder: honours a request that arrives at least the fold after the last one it honoured; answers when it honoured them. */
function honouredAt(arrivals: readonly number[]): number[] {
  const honoured: number[] = [];
  for (const at of [...arrivals].sort((a, b) => a - b)) {
    const last = honoured.at(-1);
    if (last === undefined || at - last >= ENCODER_REQUEST_FOLD_MS) honoured.push(at);
  }
  return honoured;
}

const ascending = (times: number[]) => [...times].sort((a, b) => a - b);
const time = fc.integer({ min: 0, max: 5_000 });
/** A request's trip to the host's encoder, each its own (so requests may arrive out of order). */
const MAX_TRIP_MS = 200;
const trip = fc.integer({ min: 0, max: MAX_TRIP_MS });

describe('the follow-up key-frame request after a viewer comes up', () => {
  it('gives every viewer a key frame requested after it came up, within the follow-up delay and a trip, whatever other requests the encoder drops it for', () => {
    fc.assert(
      fc.property(
        fc.array(time, { minLength: 1, maxLength: 30 }).map(ascending),
        // Requests nobody here plans: Janus's own when each viewer comes up, its periodic one, viewers' picture-loss requests.
        fc.array(time, { maxLength: 30 }),
        fc.infiniteStream(trip),
        (ups, others, trips) => {
          const sent = [...ups, ...others, ...plannedFollowUps(ups)];
          const honoured = honouredAt(sent.map((at) => at + (trips.next().value as number)));
          for (const up of ups) {
            // A key frame reaches a viewer when it was requested (and so encoded) after the viewer came up.
            const first = honoured.find((at) => at > up);
            expect(first, `viewer up at ${up}`).toBeDefined();
            expect((first as number) - up).toBeLessThanOrEqual(FOLLOW_UP_KEY_FRAME_MS + MAX_TRIP_MS);
          }
        },
      ),
    );
  });

  it('is shared by viewers coming up within FOLLOW_UP_SHARED_MS of the one that planned it', () => {
    fc.assert(
      fc.property(time, fc.integer({ min: 0, max: FOLLOW_UP_SHARED_MS }), (first, gap) => {
        expect(plannedFollowUps([first, first + gap])).toEqual([first + FOLLOW_UP_KEY_FRAME_MS]);
      }),
    );
  });

  it('plans a new one for a viewer coming up later than that', () => {
    fc.assert(
      fc.property(time, fc.integer({ min: FOLLOW_UP_SHARED_MS + 1, max: 2_000 }), (first, gap) => {
        expect(plannedFollowUps([first, first + gap])).toEqual([first + FOLLOW_UP_KEY_FRAME_MS, first + gap + FOLLOW_UP_KEY_FRAME_MS]);
      }),
    );
  });
});
