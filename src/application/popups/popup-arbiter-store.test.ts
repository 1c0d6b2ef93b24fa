import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createPopupArbiterStore } from './popup-arbiter-store';

describe('popup arbiter store', () => {
  it('follows its sources and the views claims', () => {
    const callUp$ = new BehaviorSubject(false);
    const popups = createPopupArbiterStore({ sources: [{ kind: 'call', up$: callUp$ }], coveringScreenOpen: () => false });
    expect(popups.mayShow('reminder')).toBe(true);
    callUp$.next(true);
    expect([...popups.wanting$.getValue()]).toEqual(['call']);
    expect(popups.mayShow('reminder')).toBe(false);
    callUp$.next(false);
    popups.claim('callNoticeBanner', 'banner', true);
    expect(popups.mayShow('offer')).toBe(false);
    expect(popups.mayShow('banner')).toBe(true);
    popups.claim('callNoticeBanner', 'banner', false);
    expect(popups.mayShow('offer')).toBe(true);
    popups.dispose();
  });

  it('counts a covering screen (the call or a payment screen) as a call, read when asked', () => {
    let covering = true;
    const popups = createPopupArbiterStore({ sources: [], coveringScreenOpen: () => covering });
    expect(popups.mayShow('offer')).toBe(false);
    expect(popups.mayShow('call')).toBe(true);
    covering = false;
    expect(popups.mayShow('offer')).toBe(true);
  });

  it('tells one kind’s claims apart by name: a kind stays up until all its claims are gone', () => {
    const popups = createPopupArbiterStore({ sources: [], coveringScreenOpen: () => false });
    popups.claim('callNoticeBanner', 'banner', true);
    popups.claim('callEndPopup', 'banner', true);
    popups.claim('callNoticeBanner', 'banner', false);
    expect(popups.mayShow('reminder')).toBe(false);
    popups.claim('callEndPopup', 'banner', false);
    expect(popups.mayShow('reminder')).toBe(true);
  });
});
