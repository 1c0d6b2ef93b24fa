/** The chat page of a peer (001 §2 routes); the page itself is the chat's. */
export const chatPathOf = (peerUid: number): string => `/pagesMsg/chat/index?uid=${peerUid}`;
