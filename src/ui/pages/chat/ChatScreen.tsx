import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MODERATION } from '../../../application/moderation/moderation.tokens';
import type { ChatMessageView, ChatNotice, ChatViewModel, MessagingServices } from '../../../application/messages/messaging-services';
import type { ChatUser } from '../../../application/contracts/msg/chat-user';
import type { OutgoingDraft } from '../../../application/messages/outgoing-draft';
import { isDemoHost } from '../../../domain';
import { RECHARGE_FROM_TYPE } from '../../../domain/constants';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { useAppServices, useService } from '../../app-services';
import { useFormat } from '../../hooks/use-format';
import { useLiveState } from '../../hooks/use-live-state';
import { useNotices } from '../../hooks/use-notices';
import { useOnline } from '../../hooks/use-online';
import { useSwipeBack } from '../../shell/use-swipe-back';
import { useGoBack } from '../../shell/use-go-back';
import { ChatActionStrip } from './ChatActionStrip';
import { ChatComposer } from './ChatComposer';
import { ChatHeader } from './ChatHeader';
import { ChatMenuSheet, MessageMenuSheet } from './ChatMenus';
import { ChatSkeleton } from './ChatSkeleton';
import { FirstContactCard } from './FirstContactCard';
import { GiftAnimationOverlay, type GiftPlaybackView } from './gifts/GiftAnimationOverlay';
import { MessageList } from './MessageList';
import { QuickGreetings } from './QuickGreetings';
import { ReportSheet } from './ReportSheet';
import type { ReportDraftOut } from '../social/ReportForm';
import { SayHiDialog } from './SayHiDialog';

/** Opens the chat model for this screen and closes it when the screen goes (or retries). */
function useChatModel(messaging: MessagingServices, peerUid: number, attempt: number): ChatViewModel | null {
  const [model, setModel] = useState<ChatViewModel | null>(null);
  useEffect(() => {
    const opened = messaging.openChat(peerUid);
    setModel(opened);
    return () => {
      opened.close();
      setModel(null);
    };
  }, [messaging, peerUid, attempt]);
  return model;
}

/** New messages mark the chat read only while the page is visible (the core asks). */
function useVisibility(model: ChatViewModel | null) {
  useEffect(() => {
    if (!model) return undefined;
    const report = () => model.setVisible(document.visibilityState === 'visible');
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [model]);
}

/** The chat shown inside the chat popup (001 §2): its back returns to the popup's list, and there is no swipe-back. */
export interface EmbeddedChat {
  onBack(): void;
}

/** The chat for one peer once the messaging core is there: a page, or the chat popup's detail when `embedded`. */
export function ChatScreen({ messaging, peerUid, embedded }: { messaging: MessagingServices; peerUid: number; embedded?: EmbeddedChat }) {
  const [attempt, setAttempt] = useState(0);
  const model = useChatModel(messaging, peerUid, attempt);
  useVisibility(model);
  if (!model) return <ChatFrame peer={null} onMenu={() => undefined} embedded={embedded}><ChatSkeleton /></ChatFrame>;
  return <ChatView model={model} messaging={messaging} embedded={embedded} onRetry={() => setAttempt((n) => n + 1)} />;
}

/** The frame: the chat's own header; as a page, swipe-back from the leading edge. */
function ChatFrame({ peer, onMenu, embedded, children }: { peer: ChatUser | null; onMenu(): void; embedded: EmbeddedChat | undefined; children: ReactNode }) {
  const page = useRef<HTMLDivElement>(null);
  const goBack = useGoBack();
  useSwipeBack(page, embedded === undefined, goBack);
  return (
    <div ref={page} className={embedded ? 'chat-page chat-page--embedded' : 'page chat-page'} data-testid="chat-page">
      <ChatHeader peer={peer} onMenu={onMenu} {...(embedded && { onBack: embedded.onBack, backTestId: 'chat-popup-back' })} />
      {children}
    </div>
  );
}

function ChatView({ model, messaging, embedded, onRetry }: { model: ChatViewModel; messaging: MessagingServices; embedded: EmbeddedChat | undefined; onRetry(): void }) {
  const { t } = useTranslation();
  const { toast, confirm, recharge, me } = useAppServices();
  const moderation = useService(MODERATION);
  const state = useLiveState(model.state$);
  const self = useLiveState(me.me$);
  const online = useOnline();
  const autoTranslate = useLiveState(messaging.autoTranslate$);
  const { locale } = useFormat();
  const [menuFor, setMenuFor] = useState<ChatMessageView | null>(null);
  const [chatMenu, setChatMenu] = useState(false);
  const [reporting, setReporting] = useState<'chat' | 'message' | null>(null);
  const [sayHi, setSayHi] = useState(false);
  const [blockedOverride, setBlockedOverride] = useState<boolean | null>(null);
  /** A gift that arrived while the chat is open plays once by itself (the overlay never takes a tap). */
  const [arrivedGift, setArrivedGift] = useState<(GiftPlaybackView & { key: string }) | null>(null);
  const peer = state.detail?.user_info ?? null;
  const peerIsDemo = isDemoHost(peer);
  const blocked = blockedOverride ?? peer?.is_black === 1;
  const now = Date.now();

  // What the core says must be told, once each.
  useNotices(model.notices$, (notice: ChatNotice) => {
    switch (notice.kind) {
      case 'blank':
        void confirm.ask({ body: { key: 'msg.msgNullTip' }, confirmLabel: { key: 'common.gotIt' }, cancelLabel: null });
        break;
      case 'resend-failed':
        void confirm.ask({ body: { key: 'msg.resendTips' }, confirmLabel: { key: 'chat.resend' } }).then((again) => {
          if (again) void model.resend(notice.key);
        });
        break;
      case 'refused':
        if (notice.msg) toast.show({ text: notice.msg });
        break;
      case 'file-lost':
        toast.show({ key: 'chat.fileLost' });
        break;
      case 'gift-arrived':
        setArrivedGift({ key: notice.key, title: notice.title, icon: notice.icon, svgaUrl: notice.svgaUrl });
        break;
      case 'recharge-requested':
        // The answer's recharge_alert has opened the top-up sheet; say why here too.
        toast.show({ key: 'msg.insufficientBalance' });
        break;
    }
  });

  const send = useCallback((draft: OutgoingDraft) => model.send(draft).ok, [model]);
  const onResend = useCallback((message: ChatMessageView) => void model.resend(message.key), [model]);
  const onTranslate = useCallback((message: ChatMessageView) => void model.translate(message.key), [model]);
  const onTopUp = useCallback(
    () => recharge.openRecharge({ fromType: RECHARGE_FROM_TYPE.messageNoCoins, targetUid: model.peerUid }),
    [recharge, model],
  );
  const onLoadOlder = useCallback(() => void model.loadOlder(), [model]);

  const copy = (message: ChatMessageView) => {
    const text = message.content.kind === 'text' ? (message.mine ? (message.content.original_content ?? message.content.content) : message.content.content) : message.msgContent;
    void navigator.clipboard?.writeText(text).then(
      () => toast.show({ key: 'common.copied' }),
      () => toast.show({ key: 'common.deviceNotSupported' }),
    );
  };
  const remove = (message: ChatMessageView) => {
    void confirm.ask({ body: { key: 'chat.deleteConfirm' }, confirmLabel: { key: 'chat.delete' }, destructive: true }).then((yes) => {
      if (yes) void model.deleteMessage(message.key).then((result) => !result.ok && toast.show({ key: 'chat.actionFailed' }));
    });
  };

  const toggleBlock = () => {
    if (!peer || !moderation) return;
    const next = !blocked;
    void confirm
      .ask({ body: { key: next ? 'chat.blockConfirm' : 'chat.unblockConfirm', values: { name: peer.nickname } }, confirmLabel: { key: next ? 'chat.block' : 'chat.unblock' }, destructive: next })
      .then(async (yes) => {
        if (!yes) return;
        const result = await moderation.setBlocked(peer.uid, next);
        if (!result.ok) return toast.show({ key: 'chat.actionFailed' });
        setBlockedOverride(next);
        toast.show({ key: next ? 'chat.blocked' : 'chat.unblocked' });
      });
  };

  const submitReport = async (draft: ReportDraftOut): Promise<boolean> => {
    if (!peer || !moderation) return false;
    const result = await moderation.report({ targetUid: peer.uid, fromType: reporting === 'message' ? 'chat_message' : 'chat', ...draft });
    if (!result.ok) {
      toast.show({ key: 'chat.reportFailed' });
      return false;
    }
    toast.show({ key: 'chat.reportDone' });
    setReporting(null);
    return true;
  };

  const sayHiTo = async (uids: readonly number[]): Promise<boolean> => {
    const result = await messaging.sayHi(uids);
    if (result.ok) toast.show({ key: 'chat.sayHiSent' });
    else toast.show(result.error.msg ? { text: result.error.msg } : { key: 'chat.actionFailed' });
    return result.ok;
  };

  const firstLoad = state.messages.length === 0;
  const empty = state.status === 'ready' && firstLoad;
  const matched = state.messages.some((message) => message.content.kind === 'match');

  let body: ReactNode;
  if (state.status === 'error' && firstLoad && state.detail === null) {
    body = <ErrorState title={t('chat.loadError')} body={t('chat.loadErrorBody')} retryLabel={t('common.retry')} onRetry={onRetry} />;
  } else if (state.status === 'loading' && firstLoad) {
    body = <ChatSkeleton />;
  } else {
    body = (
      <MessageList
        rows={state.items}
        peerAvatar={peer?.small_avatar || peer?.avatar || ''}
        hasOlder={state.hasOlder}
        loadingOlder={state.loadingOlder}
        onLoadOlder={onLoadOlder}
        locale={locale}
        now={now}
        header={state.detail ? <FirstContactCard detail={state.detail} locale={locale} /> : null}
        onMenu={setMenuFor}
        onResend={onResend}
        onTranslate={onTranslate}
        onTopUp={onTopUp}
      />
    );
  }

  return (
    <ChatFrame peer={peer} onMenu={() => setChatMenu(true)} embedded={embedded}>
      {!online ? (
        <p className="chat-banner chat-banner--offline" role="status" data-testid="chat-offline">
          {t('chat.offline')}
        </p>
      ) : null}
      {matched && peer ? (
        <p className="chat-banner chat-banner--matched" data-testid="chat-matched">
          💞 {t('chat.matched', { name: peer.nickname })}
        </p>
      ) : null}
      <main className="chat-page__body">{body}</main>
      {empty && !blocked ? <QuickGreetings disabled={false} onPick={(text) => void send({ kind: 'text', text })} onSayHi={() => setSayHi(true)} /> : null}
      {peer && !blocked ? <ChatActionStrip peer={peer} /> : null}
      {blocked ? (
        <div className="chat-blocked" data-testid="chat-blocked">
          <span>{t('chat.blockedBar')}</span>
          <Button size="small" variant="secondary" onClick={toggleBlock}>
            {t('chat.unblock')}
          </Button>
        </div>
      ) : (
        <ChatComposer
          peerUid={model.peerUid}
          onSend={send}
          disabled={false}
          // A demo host's chat is free: say so where the price line would be.
          tip={peerIsDemo ? t('demo.free') : (state.detail?.send_alert_tips ?? '')}
          peerIsDemo={peerIsDemo}
        />
      )}
      <MessageMenuSheet
        message={menuFor}
        myUid={self.uid ?? -1}
        onCopy={copy}
        onDelete={remove}
        onReport={() => setReporting('message')}
        onClose={() => setMenuFor(null)}
      />
      <ChatMenuSheet
        open={chatMenu}
        blocked={blocked}
        autoTranslate={autoTranslate}
        onAutoTranslate={(on) => void messaging.setAutoTranslate(on).then((result) => !result.ok && toast.show({ key: 'chat.actionFailed' }))}
        onBlock={toggleBlock} onReport={() => setReporting('chat')} onClose={() => setChatMenu(false)} />
      {arrivedGift !== null ? <GiftAnimationOverlay key={arrivedGift.key} playback={arrivedGift} onDone={() => setArrivedGift(null)} /> : null}
      {peer ? (
        <>
          {moderation ? <ReportSheet open={reporting !== null} name={peer.nickname} moderation={moderation} onSubmit={submitReport} onClose={() => setReporting(null)} /> : null}
          <SayHiDialog
            open={sayHi}
            peer={peer}
            loadCandidates={messaging.greetCandidates}
            onSayHi={sayHiTo}
            onDismiss={(uids) => void messaging.dismissGreetCandidates(uids)}
            onClose={() => setSayHi(false)}
          />
        </>
      ) : null}
    </ChatFrame>
  );
}
