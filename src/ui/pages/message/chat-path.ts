import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
/** The chat page of a peer (001 §2 routes); the page itself is the chat's. */
export const chatPathOf = (peerUid: number): string => `${ROUTE_PATHS.chat}?uid=${peerUid}`;
