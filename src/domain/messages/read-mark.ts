/**
 * The checkmark of a sent message is blue (read) when the peer's read time is at or after
 * the message's time (001 §4). Both in milliseconds; no read time yet means unread.
 */
export function isReadByPeer(messageMtime: number, peerReadMtime: number | null | undefined): boolean {
  return typeof peerReadMtime === 'number' && peerReadMtime >= messageMtime;
}
