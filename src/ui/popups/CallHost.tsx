import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppServices } from '../app-services';
import { dialRefusalKey } from '../pages/video-call/call-texts';
import { useCallServices } from '../pages/video-call/call-services';
import { CallNoticeBanner } from './CallNoticeBanner';

export const CALL_SCREEN_PATH = '/pages/video-call/index';
/** Where a shortfall goes until the payment pages land: the balance sheet (issue 5). */
export const RECHARGE_PATH = '/pagesPub/balance/coins';

/**
 * Runs what the call and match stores ask of the views: open the call screen, show the
 * incoming-call banner, open the recharge flow, explain a refusal. Mounted once, inside
 * the router.
 */
export function CallHost() {
  const services = useCallServices();
  const { toast } = useAppServices();
  const navigate = useNavigate();
  const [bannerRoom, setBannerRoom] = useState<string | null>(null);
  const closeBanner = useCallback(() => setBannerRoom(null), []);

  useEffect(() => {
    if (services === null) return;
    const calls = services.calls.notices$.subscribe((notice) => {
      switch (notice.kind) {
        case 'openCallScreen':
          setBannerRoom(null);
          if (!window.location.hash.includes(CALL_SCREEN_PATH)) navigate(CALL_SCREEN_PATH);
          return;
        case 'showNoticeBanner':
          setBannerRoom(notice.notice.roomId);
          return;
        case 'rechargeNeeded':
          navigate(RECHARGE_PATH);
          return;
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
    const match = services.match.notices$.subscribe((notice) => {
      if (notice.kind === 'rechargeNeeded') navigate(RECHARGE_PATH);
    });
    return () => {
      calls.unsubscribe();
      match.unsubscribe();
    };
  }, [services, navigate, toast]);

  if (services === null || bannerRoom === null) return null;
  return <CallNoticeBanner calls={services.calls} roomId={bannerRoom} onClose={closeBanner} />;
}
