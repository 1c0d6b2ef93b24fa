import { RTCPeerConnection, type RTCIceCandidateInit } from 'werift';
import { negotiationOf, type CallNegotiation } from '../../src/application/contracts/call/call-negotiation.js';
import { playClip, type ClipPlayer } from '../demo/clip-video-track.js';
import type { VideoClip } from '../demo/ivf-clip.js';
import type { ErrorReporter } from '../logging/error-reporter.js';
import { weriftPeerConfig } from '../webrtc/werift-peer-config.js';
import type { CallRow } from './call-tables.js';
import type { CallsService } from './calls-service.js';
import type { ServerPlayedParty } from './signal-relay.js';

interface DemoCallMedia {
  readonly pc: RTCPeerConnection;
  readonly player: ClipPlayer;
  /** Negotiation steps run one after another (the relay may hand them over out of order). */
  queue: Promise<void>;
  /** The caller's candidates that came before its offer. */
  readonly early: RTCIceCandidateInit[];
}

export interface DemoHostCameraDeps {
  readonly calls: CallsService;
  /** Whether the user is one the demo seed made (server/demo). */
  readonly isDemoHost: (uid: number) => Promise<boolean>;
  readonly clip: () => VideoClip;
  readonly onError: ErrorReporter;
}

/**
 * The demo hosts' camera in calls (DEMO_HOSTS): the caller's browser offers as it does to
 * anyone (the caller always offers, after the answer), and a werift peer in the server
 * answers it with the demo face clip (server/demo/demo-face.ivf) as its video, so a
 * newcomer's first call shows a moving face, not a black screen. The caller's trickled
 * candidates are added as they come; the answer carries the server's (non-trickle). A voice
 * call gets no video. The media ends with the call. Billing is not the camera's business:
 * a call with a demo host is free (call-rate.ts).
 */
export function demoHostCamera(deps: DemoHostCameraDeps): { readonly party: ServerPlayedParty; readonly stop: () => void } {
  const sessions = new Map<number, DemoCallMedia>();

  const close = (callId: number): void => {
    const media = sessions.get(callId);
    if (media === undefined) return;
    sessions.delete(callId);
    media.player.stop();
    media.pc.close().catch(() => undefined);
  };

  const open = (row: CallRow): DemoCallMedia => {
    const pc = new RTCPeerConnection(weriftPeerConfig());
    const player = playClip(deps.clip());
    const media: DemoCallMedia = { pc, player, queue: Promise.resolve(), early: [] };
    // The frames sent before the connection was up were lost: the picture starts at a key frame.
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') player.requestKeyFrame();
    });
    sessions.set(row.id, media);
    return media;
  };

  const apply = async (row: CallRow, media: DemoCallMedia, negotiation: CallNegotiation, reply: (data: unknown) => Promise<void>): Promise<void> => {
    const { pc } = media;
    // A candidate werift cannot use (an mDNS name, another family) is the browser's to keep: the others suffice.
    const addCandidate = (candidate: RTCIceCandidateInit) => pc.addIceCandidate(candidate).catch(() => undefined);
    if (negotiation.kind === 'candidate') {
      if (pc.remoteDescription === null) media.early.push(negotiation.candidate);
      else await addCandidate(negotiation.candidate);
      return;
    }
    if (negotiation.description.type !== 'offer') return;
    await pc.setRemoteDescription({ type: 'offer', sdp: negotiation.description.sdp });
    for (const candidate of media.early.splice(0)) await addCandidate(candidate);
    const video = pc.getTransceivers().find((transceiver) => transceiver.kind === 'video');
    if (video !== undefined && !video.sender.track) {
      pc.addTrack(media.player.track);
      video.sender.onPictureLossIndication.subscribe(() => media.player.requestKeyFrame());
    }
    // Non-trickle: werift resolves setLocalDescription once its candidates are gathered.
    await pc.setLocalDescription(await pc.createAnswer());
    const sdp = pc.localDescription?.sdp;
    if (sessions.get(row.id) === media && sdp !== undefined) await reply({ kind: 'description', description: { type: 'answer', sdp } });
  };

  const party: ServerPlayedParty = {
    plays: deps.isDemoHost,
    receive: (row, data, reply) => {
      const negotiation = negotiationOf(data);
      if (negotiation === null) return;
      const media = sessions.get(row.id) ?? open(row);
      media.queue = media.queue
        .then(() => apply(row, media, negotiation, reply))
        .catch((error: unknown) => deps.onError(error, { task: 'demo host camera', callId: row.id }));
    },
  };

  const stopEvents = deps.calls.onEvent((event) => {
    if (event.kind === 'ended') close(event.call.id);
  });
  return {
    party,
    stop: () => {
      stopEvents();
      for (const callId of [...sessions.keys()]) close(callId);
    },
  };
}
