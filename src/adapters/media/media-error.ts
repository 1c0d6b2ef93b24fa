import type { MediaErrorCode } from '../../application/ports/media.port';

/**
 * getUserMedia's DOMException names (W3C Media Capture) mapped to the codes the call
 * screen explains; anything unexpected reads as "no device", the advice that helps most.
 */
export function mediaErrorOf(error: unknown): MediaErrorCode {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'MEDIA.PERMISSION_DENIED';
    case 'NotReadableError':
    case 'AbortError':
      return 'MEDIA.DEVICE_BUSY';
    case 'TypeError':
      return 'MEDIA.UNSUPPORTED';
    default:
      return 'MEDIA.NO_DEVICE';
  }
}
