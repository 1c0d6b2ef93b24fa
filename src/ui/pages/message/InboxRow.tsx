import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxRow as InboxRowModel } from '../../../application/messages/messaging-services';
import { Avatar } from '../../components/Avatar';
import { DemoBadge } from '../../components/DemoBadge';
import { displayNameOf } from '../../components/display-name';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { inboxPreviewText } from './inbox-preview-text';
import { formatInboxTime } from './inbox-time';

const INBOX_SWIPE_DELETE_THRESHOLD_PX = 20;

/** How far the row slides to uncover its delete button. */
const REVEAL_PX = 88;

export interface InboxRowProps {
  row: InboxRowModel;
  now: number;
  locale: string;
  rtl: boolean;
  onOpen(row: InboxRowModel): void;
  onDelete(row: InboxRowModel): void;
}

/**
 * One conversation (001 §2): avatar with the live dot, nickname and age, flag and
 * country, level, time, preview, unread count. Swiping it towards the start by more than
 * INBOX_SWIPE_DELETE_THRESHOLD_PX uncovers delete; keyboard users reach the same button
 * with Tab (it uncovers itself on focus).
 */
export function InboxRow({ row, now, locale, rtl, onOpen, onDelete }: InboxRowProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const [drag, setDrag] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const peer = row.peer;
  const name = peer === null ? t('inbox.unknownUser') : displayNameOf(peer, t);
  // The dot from the one presence store, so the inbox, the chat header and the user page agree.
  const status = useOnlineStatus(peer?.uid ?? null, peer?.online_status ?? 0);
  const age = peer?.age ?? null;
  // "Left" is towards the inline start's opposite edge: in a right-to-left layout the row goes right.
  const towardsStart = (dx: number) => (rtl ? dx : -dx);

  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current === null) return;
    const moved = towardsStart(event.clientX - start.current.x);
    if (Math.abs(event.clientY - start.current.y) > Math.abs(event.clientX - start.current.x)) return;
    setDrag(Math.max(-REVEAL_PX, Math.min(REVEAL_PX, moved)));
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const moved = towardsStart(event.clientX - start.current.x);
    start.current = null;
    setDrag(0);
    if (moved > INBOX_SWIPE_DELETE_THRESHOLD_PX) {
      swiped.current = true;
      setRevealed(true);
    } else if (moved < -INBOX_SWIPE_DELETE_THRESHOLD_PX) {
      swiped.current = true;
      setRevealed(false);
    }
  };

  const offset = Math.max(0, Math.min(REVEAL_PX, (revealed ? REVEAL_PX : 0) + drag));
  const shift = rtl ? offset : -offset;
  const unreadLabel = t('inbox.unreadCount', { count: row.unread });

  return (
    <li className={`inbox-row${revealed ? ' inbox-row--revealed' : ''}${offset > 0 ? ' inbox-row--open' : ''}`} data-testid="inbox-row" data-chat-id={row.chatId} data-peer-uid={peer?.uid ?? ''} data-unread={row.unread}>
      <button
        type="button"
        className="inbox-row__delete"
        data-testid="inbox-row-delete"
        aria-label={t('inbox.deleteChat', { name })}
        tabIndex={0}
        onClick={() => onDelete(row)}
      >
        {t('inbox.delete')}
      </button>
      <div
        className="inbox-row__track"
        style={{ transform: offset === 0 ? undefined : `translateX(${shift}px)`, transition: drag === 0 ? undefined : 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
          setDrag(0);
        }}
      >
        <button
          type="button"
          className="inbox-row__main"
          onClick={() => {
            // A swipe ends with a click on the same row: it only moved the row.
            if (swiped.current) {
              swiped.current = false;
              return;
            }
            if (revealed) setRevealed(false);
            else onOpen(row);
          }}
          aria-label={row.unread > 0 ? `${name}, ${unreadLabel}` : name}
        >
          <span className="inbox-row__avatar">
            <Avatar src={peer ? peer.small_avatar || peer.avatar || null : null} alt="" size={52} ring={peer?.is_live === 1} />
            {peer?.is_live === 1 ? <span className="inbox-row__live">{t('inbox.live')}</span> : peer && status !== 0 ? <span className="inbox-row__dot" aria-hidden="true" data-testid="inbox-row-dot" data-status={status} /> : null}
          </span>
          <span className="inbox-row__body">
            <span className="inbox-row__top">
              <span className="inbox-row__name">
                <span className="inbox-row__nickname">{name}</span>
                <DemoBadge user={peer} />
                {age !== null ? <span className="inbox-row__age">{age}</span> : null}
              </span>
              <time className="inbox-row__time" dateTime={new Date(row.mtime).toISOString()}>
                {formatInboxTime(row.mtime, now, locale)}
              </time>
            </span>
            <span className="inbox-row__meta">
              {peer?.country_code ? (
                <span className="inbox-row__country">
                  <span aria-hidden="true">{peer.country_flag}</span> {peer.country_code.toUpperCase()}
                </span>
              ) : null}
              {peer ? <span className="chat-level inbox-row__level">{t('chat.level', { level: peer.level })}</span> : null}
            </span>
            <span className="inbox-row__bottom">
              <span className="inbox-row__preview">{inboxPreviewText(row.preview, t)}</span>
              {row.unread > 0 ? (
                <span className="inbox-row__unread" data-testid="inbox-row-unread" aria-hidden="true">
                  {row.unread > 99 ? '99+' : row.unread}
                </span>
              ) : null}
            </span>
          </span>
        </button>
      </div>
    </li>
  );
}
