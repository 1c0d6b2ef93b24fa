import { MAINTENANCE_SOON } from '../../../application/contracts/monitor/maintenance-announcement';
import type { MediaErrorCode } from '../../../application/ports/media.port';
import type { TranslationKey } from '../../i18n/translation-key';

export const MEDIA_ERROR_KEY: Readonly<Record<MediaErrorCode, TranslationKey>> = {
  'MEDIA.PERMISSION_DENIED': 'callUi.permissionDenied',
  'MEDIA.NO_DEVICE': 'callUi.noDevice',
  'MEDIA.DEVICE_BUSY': 'callUi.deviceBusy',
  'MEDIA.UNSUPPORTED': 'callUi.unsupported',
};

/** Texts of /call/start and /match/start refusals (CALL_ERROR codes); an unknown code reads as a failed request. */
export function dialRefusalKey(code: string): TranslationKey {
  switch (code) {
    case 'noCallSelf':
      return 'call.noCallSelf';
    case 'CALL.BUSY':
      return 'call.end.busy';
    case 'CALL.IN_CALL':
      return 'callUi.inCall';
    case 'CALL.BLOCKED':
      return 'call.end.blocked';
    case 'USER.NOT_FOUND':
      return 'callUi.userNotFound';
    case 'CALL.PEER_IN_MATCH':
      return 'callUi.peerInMatch';
    case 'SPEND.LIMIT':
      return 'spending.limitReached';
    case MAINTENANCE_SOON:
      return 'maintenanceNotice.refused';
    default:
      return 'call.end.requestFailed';
  }
}
