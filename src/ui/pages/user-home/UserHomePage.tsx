import { useTranslation } from 'react-i18next';
import type { CallPeer } from '../../../application/contracts/call/call-peer';
import { CALL_TYPE, type CallType } from '../../../domain';
import { Button } from '../../components/Button';
import { useAppServices } from '../../app-services';
import { useLiveState } from '../../hooks/use-live-state';
import { useQuery } from '../../hooks/use-query';
import { PageBody, PageShell } from '../../shell/PageShell';
import { useCallServices } from '../video-call/call-services';

/** Until a profile call lands, the card the call screen starts with; /call/start's answer fills in the rest. */
function placeholderCard(uid: number, nickname: string): CallPeer {
  return {
    uid, nickname, avatar: '', small_avatar: '', is_vip: 0, is_auth: 0, auth_status: 0, level: 0, birthday: '', country_code: '',
    country_flag: '', hide_profile: 0, hide_vip: 0, hide_level: 0,
  };
}

/** /pages/user-home-page/index?uid=…: another user's page with the video and voice call buttons. */
export function UserHomePage() {
  const { t } = useTranslation();
  const { me, toast } = useAppServices();
  const services = useCallServices();
  const self = useLiveState(me.me$);
  const uid = Number(useQuery().get('uid'));
  const valid = Number.isSafeInteger(uid) && uid > 0;
  const title = valid ? t('callUi.userTitle', { uid }) : t('pages.userHome');

  const call = (callType: CallType) => {
    if (!valid || services === null) return;
    // Calling oneself is refused here, before any request (000 §5 noCallSelf).
    if (self.uid === uid) {
      toast.show({ key: 'call.noCallSelf' });
      return;
    }
    void services.calls.dial({ peer: placeholderCard(uid, title), callType, fromType: 'user_home' });
  };

  return (
    <PageShell title={title}>
      <PageBody padded>
        <div className="user-home__actions">
          <Button block data-testid="user-call-video" disabled={!valid} onClick={() => call(CALL_TYPE.video)}>
            {t('callUi.video')}
          </Button>
          <Button block variant="secondary" data-testid="user-call-voice" disabled={!valid} onClick={() => call(CALL_TYPE.voice)}>
            {t('callUi.voice')}
          </Button>
          <Button block variant="secondary" data-testid="user-message" disabled>
            {t('callUi.message')}
          </Button>
          <Button block variant="secondary" data-testid="user-follow" disabled>
            {t('callUi.follow')}
          </Button>
        </div>
      </PageBody>
    </PageShell>
  );
}
