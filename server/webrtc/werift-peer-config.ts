import { RTCRtpCodecParameters, type PeerConfig } from 'werift';

/**
 * One codec per kind, the ones every browser offers: the SFU forwards the host's packets as
 * they are (no transcoding) and the demo hosts' clip is VP8 already.
 */
const CODECS = {
  video: [
    new RTCRtpCodecParameters({
      mimeType: 'video/VP8',
      clockRate: 90_000,
      rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }, { type: 'ccm', parameter: 'fir' }],
    }),
  ],
  audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48_000, channels: 2 })],
};

/**
 * The server's werift peers (embedded SFU, demo hosts' camera). Loopback stays usable
 * (tests, one machine); other interfaces are gathered as usual.
 * - No STUN wait: werift falls back to Google's STUN server when none is given (the app
 *   itself never names one: ice-servers.ts, host candidates by default) and its offer or
 *   answer waited up to 5 s for it — where it cannot be reached, most of a viewer's join
 *   time in the live-sfu bench. A 0 s gather timeout lets the description go with the
 *   host candidates at once.
 * - One transport for audio and video (max-bundle, as browsers do): werift's default gives
 *   each m-line its own ICE + DTLS handshake, twice the work per viewer.
 * (ICE lite would skip gathering altogether, but Chromium hosts did not connect to it.)
 */
export const weriftPeerConfig = (): Partial<PeerConfig> => ({
  codecs: CODECS,
  iceServers: [],
  iceStunGatherTimeout: 0,
  bundlePolicy: 'max-bundle',
  iceAdditionalHostAddresses: ['127.0.0.1'],
  iceUseIpv6: false,
});
