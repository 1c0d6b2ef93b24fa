import type { SessionCryptoPort } from '../ports/session-crypto.port';

/** Random bytes of a client message id (hex: 32 characters): the server deduplicates a resent message by it. */
const CLIENT_MSG_ID_BYTES = 16;

/** Makes the ids the outbox and the gift sheet give each message they send. */
export function clientMsgIds(crypto: Pick<SessionCryptoPort, 'randomHex'>): () => string {
  return () => crypto.randomHex(CLIENT_MSG_ID_BYTES);
}
