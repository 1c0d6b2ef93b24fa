import { describe, expect, it } from 'vitest';
import {
  CALL_ROOM_TYPE,
  CALL_TYPE,
  HOST_DEFAULT_VIDEO_PRICE_PER_MIN,
  HOST_DEFAULT_VOICE_PRICE_PER_MIN,
  MATCH_CALL_FREE_S,
} from '../../src/domain/constants.js';
import type { UserRow } from './call-peer.js';
import { freeMinutesUsed, lockRate } from './call-rate.js';

const user = (fields: Partial<UserRow> = {}): UserRow => ({ is_host: false, is_demo: false, video_call_gold: null, voice_call_gold: null, call_free_min: 0, ...fields }) as UserRow;

describe('lockRate', () => {
  it('charges the callee host’s price for the call type', () => {
    const host = user({ is_host: true, video_call_gold: 80, voice_call_gold: 20 });
    expect(lockRate(user(), host, CALL_TYPE.video, CALL_ROOM_TYPE.call)).toEqual({ pricePerMin: 80, freeSeconds: 0 });
    expect(lockRate(user(), host, CALL_TYPE.voice, CALL_ROOM_TYPE.call)).toEqual({ pricePerMin: 20, freeSeconds: 0 });
  });

  it('uses the default price of a host whose profile sets none', () => {
    const host = user({ is_host: true });
    expect(lockRate(user(), host, CALL_TYPE.video, CALL_ROOM_TYPE.call).pricePerMin).toBe(HOST_DEFAULT_VIDEO_PRICE_PER_MIN);
    expect(lockRate(user(), host, CALL_TYPE.voice, CALL_ROOM_TYPE.call).pricePerMin).toBe(HOST_DEFAULT_VOICE_PRICE_PER_MIN);
  });

  it('makes a call to an ordinary user free, with no free period to use up', () => {
    expect(lockRate(user({ call_free_min: 5 }), user({ video_call_gold: 99 }), CALL_TYPE.video, CALL_ROOM_TYPE.call)).toEqual({ pricePerMin: 0, freeSeconds: 0 });
  });

  it('makes a call with a demo host free both ways, whatever the demo host’s price, and spends none of the caller’s free minutes', () => {
    const demoHost = user({ is_host: true, is_demo: true, video_call_gold: 60, voice_call_gold: 30 });
    for (const roomType of [CALL_ROOM_TYPE.call, CALL_ROOM_TYPE.match]) {
      expect(lockRate(user({ call_free_min: 3 }), demoHost, CALL_TYPE.video, roomType)).toEqual({ pricePerMin: 0, freeSeconds: 0 });
      expect(lockRate(user({ call_free_min: 3 }), demoHost, CALL_TYPE.voice, roomType)).toEqual({ pricePerMin: 0, freeSeconds: 0 });
      expect(lockRate(demoHost, user({ is_host: true, video_call_gold: 80 }), CALL_TYPE.video, roomType)).toEqual({ pricePerMin: 0, freeSeconds: 0 });
    }
  });

  it('starts a paid call with the caller’s free minutes, and a match call with the match free period before them', () => {
    const host = user({ is_host: true, video_call_gold: 50 });
    expect(lockRate(user({ call_free_min: 3 }), host, CALL_TYPE.video, CALL_ROOM_TYPE.call).freeSeconds).toBe(180);
    expect(lockRate(user({ call_free_min: 3 }), host, CALL_TYPE.video, CALL_ROOM_TYPE.match).freeSeconds).toBe(MATCH_CALL_FREE_S + 180);
    expect(lockRate(user(), host, CALL_TYPE.video, CALL_ROOM_TYPE.match).freeSeconds).toBe(MATCH_CALL_FREE_S);
  });
});

describe('freeMinutesUsed', () => {
  it('counts every started minute of the free period the call used', () => {
    expect([0, 1, 60, 61, 150, 500].map((s) => freeMinutesUsed(s, 120))).toEqual([0, 1, 1, 2, 2, 2]);
  });
  it('spends no free minutes inside a match call’s own free seconds, then counts them as in a direct call', () => {
    const free = MATCH_CALL_FREE_S + 120;
    const at = (s: number) => freeMinutesUsed(MATCH_CALL_FREE_S + s, free, CALL_ROOM_TYPE.match);
    expect(freeMinutesUsed(MATCH_CALL_FREE_S, free, CALL_ROOM_TYPE.match)).toBe(0);
    expect([1, 60, 61, 500].map(at)).toEqual([1, 1, 2, 2]);
    expect(freeMinutesUsed(500, MATCH_CALL_FREE_S, CALL_ROOM_TYPE.match)).toBe(0);
  });
});
