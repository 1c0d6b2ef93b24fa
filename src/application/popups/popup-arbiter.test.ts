import { describe, expect, it } from 'vitest';
import { mayShowPopup, POPUP_PRIORITY, winningPopup, type PopupKind } from './popup-arbiter';

const wanting = (...kinds: PopupKind[]): ReadonlySet<PopupKind> => new Set(kinds);

describe('popup arbiter', () => {
  it('ranks calls over banners over offers over reminders', () => {
    expect(POPUP_PRIORITY).toEqual(['call', 'banner', 'offer', 'reminder']);
    expect(winningPopup(wanting('reminder', 'offer', 'banner', 'call'))).toBe('call');
    expect(winningPopup(wanting('reminder', 'offer', 'banner'))).toBe('banner');
    expect(winningPopup(wanting('reminder', 'offer'))).toBe('offer');
    expect(winningPopup(wanting('reminder'))).toBe('reminder');
    expect(winningPopup(wanting())).toBeNull();
  });

  it('keeps the reminder back while a call, a banner or an offer wants to show', () => {
    expect(mayShowPopup('reminder', wanting('call'))).toBe(false);
    expect(mayShowPopup('reminder', wanting('banner'))).toBe(false);
    expect(mayShowPopup('reminder', wanting('offer'))).toBe(false);
    expect(mayShowPopup('reminder', wanting())).toBe(true);
  });

  it('keeps an offer back over a call and a banner, not beside another offer', () => {
    expect(mayShowPopup('offer', wanting('call'))).toBe(false);
    expect(mayShowPopup('offer', wanting('banner'))).toBe(false);
    expect(mayShowPopup('offer', wanting('offer', 'reminder'))).toBe(true);
  });

  it('always lets a call show', () => {
    expect(mayShowPopup('call', wanting('banner', 'offer', 'reminder'))).toBe(true);
  });
});
