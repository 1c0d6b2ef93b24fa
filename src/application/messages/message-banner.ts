import { BehaviorSubject } from 'rxjs';
import { inboxPreview } from '../../domain/messages';
import type { NoticeBannerState } from '../../domain/banners';
import { createBannerClock } from '../notices/banner-clock';
import type { ChatUser } from '../contracts/msg/chat-user';
import type { StoredMessage } from './chat-log-store';
import type { MessageBannerView, MessageBannerViewModel } from './messaging-services';
import type { Schedule } from './outbox-sender';

export interface MessageBannerLive extends MessageBannerViewModel {
  /** A message from someone else arrived; shown unless its chat is open or another banner shows. */
  offer(message: StoredMessage, sender: ChatUser, openChatId: number | null): void;
  dispose(): void;
}

/**
 * The message notice banner (001 §2, §4): the domain's banner reducer decides; this
 * keeps the sender and preview of the shown banner and ticks it closed after 5.5 s.
 */
export function createMessageBanner(deps: { readonly now: () => number; readonly schedule: Schedule }): MessageBannerLive {
  let otherShowing = false;
  const details = new Map<string, Omit<MessageBannerView, 'closesAt'>>();
  const current$ = new BehaviorSubject<MessageBannerView | null>(null);

  const publish = (state: NoticeBannerState): void => {
    const shown = state.current;
    const detail = shown === null ? undefined : details.get(shown.banner.id);
    current$.next(shown === null || detail === undefined ? null : { ...detail, closesAt: shown.closesAt });
    for (const id of details.keys()) if (id !== shown?.banner.id) details.delete(id);
  };
  const { step, state, stop } = createBannerClock(deps, publish);

  return {
    current$,
    offer(message, sender, openChatId) {
      if (otherShowing) return;
      const id = `msg:${message.chat_id}:${message.id ?? message.client_msg_id ?? ''}`;
      details.set(id, { id, chatId: message.chat_id, sender, preview: inboxPreview(message.msg_type, message.msg_content) });
      step({ type: 'arrive', at: deps.now(), banner: { kind: 'message', id, chatId: String(message.chat_id) }, openChatId: openChatId === null ? null : String(openChatId) });
      if (state().current?.banner.id !== id) details.delete(id);
    },
    swipeUp(distancePx) {
      step({ type: 'swipeUp', at: deps.now(), distancePx });
    },
    tap() {
      const shown = current$.getValue();
      const opened = step({ type: 'tap', at: deps.now() }).effects.some((effect) => effect.kind === 'open');
      return opened && shown !== null ? shown.sender.uid : null;
    },
    setOtherBannerShowing(showing) {
      otherShowing = showing;
    },
    dispose() {
      stop();
      current$.complete();
    },
  };
}
