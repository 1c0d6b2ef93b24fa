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

/** The server's werift peers (embedded SFU, demo hosts' camera). Loopback stays usable (tests, one machine); other interfaces are gathered as usual. */
export const weriftPeerConfig = (): Partial<PeerConfig> => ({ codecs: CODECS, iceAdditionalHostAddresses: ['127.0.0.1'], iceUseIpv6: false });
