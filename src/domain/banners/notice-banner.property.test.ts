import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTICE_BANNERS_EMPTY, noticeBannerStep, type NoticeBanner, type NoticeBannerEvent, type NoticeBannerState } from './notice-banner';

const banner: fc.Arbitrary<NoticeBanner> = fc.oneof(
  fc.record({ kind: fc.constant('message' as const), id: fc.constantFrom('m1', 'm2'), chatId: fc.constantFrom('c1', 'c2') }),
  fc.record({ kind: fc.constant('call' as const), id: fc.constantFrom('k1', 'k2'), roomId: fc.constantFrom('r1', 'r2') }),
  fc.record({ kind: fc.constantFrom('club' as const, 'liveInvite' as const, 'liveGift' as const), id: fc.constantFrom('a', 'b', 'c') }),
);
const raw = fc.record({
  type: fc.constantFrom('arrive', 'tick', 'swipeUp', 'tap', 'answer', 'hangUp'),
  dt: fc.nat({ max: 25_000 }),
  banner,
  openChatId: fc.constantFrom(null, 'c1', 'c2'),
  distancePx: fc.nat({ max: 60 }),
});

type Raw = typeof raw extends fc.Arbitrary<infer T> ? T : never;

function events(raws: readonly Raw[]): NoticeBannerEvent[] {
  let at = 0;
  return raws.map((r): NoticeBannerEvent => {
    at += r.dt;
    switch (r.type) {
      case 'arrive':
        return { type: 'arrive', at, banner: r.banner, openChatId: r.openChatId };
      case 'swipeUp':
        return { type: 'swipeUp', at, distancePx: r.distancePx };
      default:
        return { type: r.type as 'tick' | 'tap' | 'answer' | 'hangUp', at };
    }
  });
}

describe('noticeBannerStep (properties)', () => {
  it('never queues a message or a call banner and never queues a banner twice', () => {
    fc.assert(
      fc.property(fc.array(raw, { maxLength: 60 }), (raws) => {
        let state: NoticeBannerState = NOTICE_BANNERS_EMPTY;
        for (const event of events(raws)) {
          state = noticeBannerStep(state, event).state;
          expect(state.queue.every((b) => b.kind !== 'message' && b.kind !== 'call')).toBe(true);
          expect(new Set(state.queue.map((b) => b.id)).size).toBe(state.queue.length);
        }
      }),
    );
  });
  it('shows each banner for 5.5 s, or 20 s for a call', () => {
    fc.assert(
      fc.property(fc.array(raw, { maxLength: 60 }), (raws) => {
        let state: NoticeBannerState = NOTICE_BANNERS_EMPTY;
        for (const event of events(raws)) {
          state = noticeBannerStep(state, event).state;
          if (state.current !== null) {
            expect(state.current.closesAt - state.current.shownAt).toBe(state.current.banner.kind === 'call' ? 20_000 : 5_500);
          }
        }
      }),
    );
  });
  it('hangs up only call banners, and at most once per step', () => {
    fc.assert(
      fc.property(fc.array(raw, { maxLength: 60 }), (raws) => {
        let state: NoticeBannerState = NOTICE_BANNERS_EMPTY;
        for (const event of events(raws)) {
          const before = state.current?.banner;
          const step = noticeBannerStep(state, event);
          const hangUps = step.effects.filter((e) => e.kind === 'hangUp');
          expect(hangUps.length).toBeLessThanOrEqual(1);
          if (hangUps.length === 1) expect(before?.kind).toBe('call');
          state = step.state;
        }
      }),
    );
  });
});
