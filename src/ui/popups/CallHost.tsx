import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CALLS } from '../../application/calls/calls.tokens';
import { RECHARGE_FROM_TYPE } from '../../domain';
import { useAppServices, useService } from '../app-services';
import { useLiveState } from '../hooks/use-live-state';
import { useNotices } from '../hooks/use-notices';
import { dialRefusalKey } from '../pages/video-call/call-texts';
import { CallNoticeBanner } from './CallNoticeBanner';
import type { CallServices } from '../../application/calls/create-call-services';
import { CallEndRechargePopup } from './calls/CallEndRechargePopup';
import { callEndPopupOf, type CallEndPopup } from '../../application/calls/call-end-popup';
import { FreeCallReminderPopup } from './calls/FreeCallReminderPopup';
import { MissedCallPopup } from './calls/MissedCallPopup';
import { ROUTE_PATHS } from '../../application/navigation/route-paths';


/**
 * Runs what the call and match stores ask of the views: open the call screen, show the
 * incoming-call banner, ask the wallet for coins (services.recharge), explain a refusal,
 * and after a call the end-of-call recharge popup (cut for coins) or the missed-call
 * popup; the free-call reminder when no call or welcome gift is in the way. Mounted
 * once, inside the router.
 */
export function CallHost() {
  const services = useService(CALLS);
  const { toast, recharge } = useAppServices();
  const navigate = useNavigate();
  const [bannerRoom, setBannerRoom] = useState<string | null>(null);
  const closeBanner = useCallback(() => setBannerRoom(null), []);
  const [endPopup, setEndPopup] = useState<CallEndPopup | null>(null);
  const closeEndPopup = useCallback(() => setEndPopup(null), []);

  useNotices(services?.calls.notices$ ?? null, (notice) => {
    if (services === null) return;
    switch (notice.kind) {
      case 'openCallScreen':
        setBannerRoom(null);
        if (!window.location.hash.includes(ROUTE_PATHS.callScreen)) navigate(ROUTE_PATHS.callScreen);
        return;
      case 'showNoticeBanner':
        setBannerRoom(notice.notice.roomId);
        return;
      case 'rechargeNeeded':
        recharge.openRecharge({
          fromType: RECHARGE_FROM_TYPE.callNoCoins,
          ...(notice.shortfall === null ? {} : { needCoins: notice.shortfall.need_coins }),
          targetUid: notice.target.uid,
          resume: { kind: 'call', uid: notice.target.uid, video: notice.target.video },
        });
        return;
      case 'showCallEnd': {
        const popup = callEndPopupOf({ textKey: notice.text.key, phase: notice.phase }, services.calls.view$.getValue());
        if (popup !== null) setEndPopup(popup);
        return;
      }
      case 'dialRefused':
        toast.show({ key: dialRefusalKey(notice.code) });
        return;
      case 'refuseNewCall':
        toast.show({ key: dialRefusalKey(notice.error.code === 'CALL.SELF' ? 'noCallSelf' : 'CALL.IN_CALL') });
        return;
      case 'ignoreWithError':
        toast.show({ key: dialRefusalKey(notice.error.code) });
        return;
      case 'closeMatch':
        void services.match.close();
        return;
      default:
        return;
    }
  });
  useNotices(services?.match.notices$ ?? null, (notice) => {
    if (notice.kind === 'rechargeNeeded') recharge.openRecharge({ fromType: RECHARGE_FROM_TYPE.matchNoCoins, resume: { kind: 'match' } });
  });

  if (services === null) return null;
  return (
    <>
      {bannerRoom === null ? null : <CallNoticeBanner calls={services.calls} roomId={bannerRoom} onClose={closeBanner} />}
      {endPopup?.kind === 'recharge' ? <CallEndRechargePopup services={services} request={endPopup.request} onClose={closeEndPopup} /> : null}
      {endPopup?.kind === 'missed' ? <MissedCallPopup services={services} peer={endPopup.peer} video={endPopup.video} onClose={closeEndPopup} /> : null}
      {endPopup === null && bannerRoom === null ? <FreeCallReminderHost services={services} /> : null}
    </>
  );
}

/** The reminder waits (stays pending) while a call runs or the welcome gift is open, so popups never stack. */
function FreeCallReminderHost({ services }: { services: CallServices }) {
  const { welcomeGift } = useAppServices();
  const reminder = useLiveState(services.freeCallReminder.reminder$);
  const gift = useLiveState(welcomeGift.gift$);
  const callSlot = useLiveState(services.calls.view$).call.current.kind;
  if (reminder === null || gift !== null || callSlot !== 'none') return null;
  return <FreeCallReminderPopup services={services} reminder={reminder} />;
}
