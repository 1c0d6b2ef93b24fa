import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CALLS } from '../../application/calls/calls.tokens';
import { POPUPS } from '../../application/popups/popups.tokens';
import type { PopupArbiterStore } from '../../application/popups/popup-arbiter-store';
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
 * popup; the free-call reminder when the popup arbiter lets it. The banner and the
 * end-of-call popups are claimed from the arbiter as they open. Mounted once, inside the router.
 */
export function CallHost() {
  const services = useService(CALLS);
  const popups = useService(POPUPS);
  const { toast, recharge } = useAppServices();
  const navigate = useNavigate();
  const [bannerRoom, setBannerRoom] = useState<string | null>(null);
  const [endPopup, setEndPopup] = useState<CallEndPopup | null>(null);
  // Claimed as they open, so the arbiter answers for the same render.
  const showBanner = useCallback(
    (room: string | null) => {
      setBannerRoom(room);
      popups?.claim('callNoticeBanner', 'banner', room !== null);
    },
    [popups],
  );
  const showEndPopup = useCallback(
    (popup: CallEndPopup | null) => {
      setEndPopup(popup);
      popups?.claim('callEndPopup', 'banner', popup !== null);
    },
    [popups],
  );
  const closeBanner = useCallback(() => showBanner(null), [showBanner]);
  const closeEndPopup = useCallback(() => showEndPopup(null), [showEndPopup]);

  useNotices(services?.calls.notices$ ?? null, (notice) => {
    if (services === null) return;
    switch (notice.kind) {
      case 'openCallScreen':
        showBanner(null);
        if (!window.location.hash.includes(ROUTE_PATHS.callScreen)) navigate(ROUTE_PATHS.callScreen);
        return;
      case 'showNoticeBanner':
        showBanner(notice.notice.roomId);
        return;
      case 'rechargeNeeded':
        recharge.openRecharge({
          fromType: RECHARGE_FROM_TYPE.callNoCoins,
          ...(notice.shortfall === null ? {} : { needCoins: notice.shortfall.need_coins }),
          targetUid: notice.target.uid,
          // The first minute is what was short: its need_coins is the price per minute.
          resume: { kind: 'call', uid: notice.target.uid, video: notice.target.video, ...(notice.shortfall === null ? {} : { pricePerMin: notice.shortfall.need_coins }) },
        });
        return;
      case 'showCallEnd': {
        const popup = callEndPopupOf({ textKey: notice.text.key, phase: notice.phase }, services.calls.view$.getValue());
        if (popup !== null) showEndPopup(popup);
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

  if (services === null || popups === null) return null;
  return (
    <>
      {bannerRoom === null ? null : <CallNoticeBanner calls={services.calls} roomId={bannerRoom} onClose={closeBanner} />}
      {endPopup?.kind === 'recharge' ? <CallEndRechargePopup services={services} request={endPopup.request} onClose={closeEndPopup} /> : null}
      {endPopup?.kind === 'missed' ? <MissedCallPopup services={services} peer={endPopup.peer} video={endPopup.video} onClose={closeEndPopup} /> : null}
      <FreeCallReminderHost services={services} popups={popups} />
    </>
  );
}

/** The reminder waits (stays pending) while the arbiter lets anything above it show, so popups never stack. */
function FreeCallReminderHost({ services, popups }: { services: CallServices; popups: PopupArbiterStore }) {
  const reminder = useLiveState(services.freeCallReminder.reminder$);
  // Followed so the answer below is asked again whenever what wants to show changes.
  useLiveState(popups.wanting$);
  if (reminder === null || !popups.mayShow('reminder')) return null;
  return <FreeCallReminderPopup services={services} reminder={reminder} />;
}
