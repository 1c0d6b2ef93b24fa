import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { rowKey, type ChatRow } from './chat-row';
import { estimateRowHeight, followsAppend, isViewingHistory, listChange, shouldLoadOlder, type ListEnds } from './chat-scroll';
import { ChatMessageRow, type MessageRowActions } from './ChatMessageRow';
import { formatSeparatorTime } from './message-time';

export interface MessageListProps extends MessageRowActions {
  rows: readonly ChatRow[];
  peerAvatar: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  locale: string;
  now: number;
  /** Drawn in place of the first-message header row (the first-contact card). */
  header: ReactNode;
}

/** The estimate's view of a row (the message's parsed content). */
function estimateOf(row: ChatRow | undefined): number {
  return estimateRowHeight(row?.kind === 'message' ? { kind: 'message', content: row.message.content } : row);
}

function endsOf(rows: readonly ChatRow[]): ListEnds {
  const first = rows[0];
  const last = rows[rows.length - 1];
  return { first: first ? rowKey(first) : null, last: last ? rowKey(last) : null };
}

/**
 * The chat's rows in a virtualized list (@tanstack/react-virtual): only what is on screen
 * is in the page, so a chat of thousands of messages scrolls smoothly. It opens at the
 * end and follows new rows while the reader is within 200 px of it; older rows loaded at
 * the top keep the reader's place; a "new messages" pill counts what arrived below while
 * the reader was in history.
 */
export function MessageList({ rows, peerAvatar, hasOlder, loadingOlder, onLoadOlder, locale, now, header, ...actions }: MessageListProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const viewingHistory = useRef(false);
  const previous = useRef<ListEnds>({ first: null, last: null });
  const [unseen, setUnseen] = useState(0);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => estimateOf(rows[index]),
    getItemKey: (index) => {
      const row = rows[index];
      return row ? rowKey(row) : index;
    },
    overscan: 4,
  });

  const scrollToEnd = useCallback(() => {
    if (rows.length === 0) return;
    virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    setUnseen(0);
  }, [rows.length, virtualizer]);

  // Where the rows changed: place the view before the browser paints.
  useLayoutEffect(() => {
    const before = previous.current;
    const after = endsOf(rows);
    previous.current = after;
    const change = listChange(before, after);
    if (change === 'initial') {
      viewingHistory.current = false;
      scrollToEnd();
      return;
    }
    if (change === 'prepend' || change === 'both') {
      // Keep the row that was on top where it was: move by the height added above it.
      const el = scroller.current;
      const index = rows.findIndex((row) => rowKey(row) === before.first);
      const added = index > 0 ? virtualizer.measurementsCache[index]?.start : undefined;
      if (el && added !== undefined) el.scrollTop += added;
    }
    if (change === 'append' || change === 'both') {
      const last = rows[rows.length - 1];
      const mine = last?.kind === 'message' && last.message.mine;
      if (followsAppend(viewingHistory.current, mine)) scrollToEnd();
      else setUnseen((n) => n + 1);
    }
  }, [rows, scrollToEnd, virtualizer]);

  const total = virtualizer.getTotalSize();
  // Rows measured taller than estimated push the end down: stay at it unless reading history.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && !viewingHistory.current) el.scrollTop = el.scrollHeight;
  }, [total]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    viewingHistory.current = isViewingHistory(el);
    if (!viewingHistory.current) setUnseen(0);
    if (shouldLoadOlder(el.scrollTop, hasOlder, loadingOlder)) onLoadOlder();
  };

  // A short chat never scrolls: ask for older messages while the list does not fill the view.
  useEffect(() => {
    const el = scroller.current;
    if (el && el.scrollHeight <= el.clientHeight && shouldLoadOlder(0, hasOlder, loadingOlder)) onLoadOlder();
  }, [rows.length, hasOlder, loadingOlder, onLoadOlder]);

  return (
    <div className="chat-list">
      <div ref={scroller} className="chat-list__scroller" onScroll={onScroll} data-testid="chat-list" role="log" aria-live="polite" aria-relevant="additions">
        {loadingOlder ? (
          <div className="chat-list__older">
            <Spinner small label={t('chat.loadingOlder')} />
          </div>
        ) : null}
        <div className="chat-list__inner" style={{ blockSize: total }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} className="chat-list__item" style={{ transform: `translateY(${item.start}px)` }}>
                {row.kind === 'time' ? (
                  <div className="chat-time">
                    <time dateTime={new Date(row.mtime).toISOString()}>{formatSeparatorTime(row.mtime, now, locale)}</time>
                  </div>
                ) : row.kind === 'header' ? (
                  header
                ) : (
                  <ChatMessageRow message={row.message} peerAvatar={peerAvatar} {...actions} />
                )}
              </div>
            );
          })}
        </div>
      </div>
      {unseen > 0 ? (
        <button type="button" className="chat-list__pill" onClick={scrollToEnd} data-testid="chat-new-messages">
          {t('chat.newMessages', { count: unseen })} ↓
        </button>
      ) : null}
    </div>
  );
}
