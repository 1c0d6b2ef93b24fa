/**
 * The live rooms' media server as the live module needs it (DESIGN.md "Media"): the host
 * publishes one stream, the SFU forwards it to every viewer, so the host's uplink carries
 * one stream whatever the audience. Negotiation is one offer/answer exchange per peer, no
 * trickle (each side's SDP carries its candidates). The host offers; for a viewer the SFU
 * offers and the viewer answers, because Janus's videoroom lets only publishers offer.
 * Adapters: the embedded werift SFU (default) and Janus's videoroom (`JANUS_URL`).
 */
export interface LiveMediaPort {
  /** The host's offer (send-only audio + video) for room `liveId`; answers the SDP to apply. */
  publish(liveId: string, offerSdp: string): Promise<string>;
  /** Subscribes a viewer to the room's stream: answers the SFU's offer (send-only towards the viewer). */
  view(liveId: string, viewerUid: string): Promise<string>;
  /** The viewer's answer to that offer; the viewer then gets the stream, a key frame first. */
  answerView(liveId: string, viewerUid: string, answerSdp: string): Promise<void>;
  /** Ends one viewer's subscription at once (left or kicked). */
  dropViewer(liveId: string, viewerUid: string): Promise<void>;
  /** Ends the room's media: the host's stream and every subscription. */
  close(liveId: string): Promise<void>;
  /**
   * Hears the host's media going down (its network dropped) and coming back up; answers
   * the unsubscribe function. The room pauses with a notice meanwhile.
   */
  onHostState(listener: (liveId: string, state: 'up' | 'down') => void): () => void;
  /** Stops everything (server shutdown). */
  stop(): Promise<void>;
}
