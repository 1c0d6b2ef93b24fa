import { describe, expect, it } from 'vitest';
import { storedFromServer } from './chat-log-store';
import { createMessageBanner } from './message-banner';
import { manualSchedule, testChatUser, testServerMessage } from './messaging-test-kit';
import { NOTICE_BANNER_MS, NOTICE_BANNER_SWIPE_PX } from '../../domain/banners/notice-banner';

function setup() {
  let now = 0;
  const timers = manualSchedule();
  const banner = createMessageBanner({ now: () => now, schedule: timers.schedule });
  return { banner, timers, advance: (ms: number) => (now += ms) };
}
const message = (chatId: number) => storedFromServer(testServerMessage(chatId, { chat_id: chatId }));

describe('message banner', () => {
  it('shows the sender and closes by itself NOTICE_BANNER_MS later', () => {
    const t = setup();
    t.banner.offer(message(8), testChatUser(3), null);
    expect(t.banner.current$.getValue()?.sender.uid).toBe(3);
    expect(t.timers.delays()).toEqual([NOTICE_BANNER_MS]);
    t.advance(NOTICE_BANNER_MS);
    t.timers.fire();
    expect(t.banner.current$.getValue()).toBeNull();
  });

  it('is suppressed for the open chat, while another banner shows, and while one is already up', () => {
    const t = setup();
    t.banner.offer(message(8), testChatUser(3), 8);
    expect(t.banner.current$.getValue()).toBeNull();
    t.banner.setOtherBannerShowing(true);
    t.banner.offer(message(9), testChatUser(4), null);
    expect(t.banner.current$.getValue()).toBeNull();
    t.banner.setOtherBannerShowing(false);
    t.banner.offer(message(9), testChatUser(4), null);
    t.banner.offer(message(10), testChatUser(5), null);
    expect(t.banner.current$.getValue()?.sender.uid).toBe(4);
  });

  it('goes on a swipe up of more than the threshold only', () => {
    const t = setup();
    t.banner.offer(message(8), testChatUser(3), null);
    t.banner.swipeUp(NOTICE_BANNER_SWIPE_PX);
    expect(t.banner.current$.getValue()).not.toBeNull();
    t.banner.swipeUp(NOTICE_BANNER_SWIPE_PX + 1);
    expect(t.banner.current$.getValue()).toBeNull();
  });
});
