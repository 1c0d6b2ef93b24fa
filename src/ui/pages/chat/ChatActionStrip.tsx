import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BehaviorSubject } from 'rxjs';
import { CALLS } from '../../../application/calls/calls.tokens';
import type { CallView } from '../../../application/calls/call-store';
import type { ChatUser } from '../../../application/contracts/msg/chat-user';
import { CALL_TYPE, type CallType } from '../../../domain';
import { useAppServices, useService } from '../../app-services';
import { HeartIcon, PhoneIcon } from '../../components/icons/page-icons';
import { VideoIcon } from './composer/composer-icons';
import { useLiveState } from '../../hooks/use-live-state';

/** Before the calls core has loaded there is no call. */
const NO_CALL = new BehaviorSubject<CallView | null>(null);

/**
 * The chat's strip of follow, video-chat and audio-chat actions (001 §2 "Chat detail").
 * A call starts as from the user page (the calls core rings, and asks for coins when the
 * server says they are short); the follow state is the chat detail's until tapped.
 */
export function ChatActionStrip({ peer }: { peer: ChatUser }) {
  const { t } = useTranslation();
  const calls = useService(CALLS);
  const { toast } = useAppServices();
  const [following, setFollowing] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const followed = following ?? peer.is_follow === 1;
  // One call at a time (000 §4): in the chat popup over a running call, calling is not offered.
  const view = useLiveState<CallView | null>(calls?.calls.view$ ?? NO_CALL);
  const inCall = view !== null && view.call.current.kind !== 'none';

  const call = (callType: CallType) => {
    if (calls === null) return;
    const card = {
      uid: peer.uid, nickname: peer.nickname, avatar: peer.avatar, small_avatar: peer.small_avatar, is_vip: 0, is_auth: peer.is_auth, auth_status: 0,
      level: peer.level, age: peer.age, country_code: peer.country_code, country_flag: peer.country_flag, hide_profile: 0, hide_vip: 0, hide_level: 0,
      is_demo: peer.is_demo,
    } as const;
    void calls.calls.dial({ peer: card, callType, fromType: 'chat' });
  };

  const toggleFollow = async () => {
    if (calls === null) return;
    setBusy(true);
    const next = await calls.peers.follow(peer.uid, !followed);
    setBusy(false);
    if (next === null) return toast.show({ key: 'chat.actionFailed' });
    setFollowing(next);
  };

  return (
    <div className="chat-actions" role="group" aria-label={t('chatActions.label')} data-testid="chat-actions">
      <button type="button" className="chat-actions__button" data-testid="chat-action-follow" aria-pressed={followed} disabled={busy || calls === null} onClick={() => void toggleFollow()}>
        <HeartIcon small />
        <span>{followed ? t('chatActions.following') : t('chatActions.follow')}</span>
      </button>
      <button type="button" className="chat-actions__button" data-testid="chat-action-video" disabled={calls === null || inCall} onClick={() => call(CALL_TYPE.video)}>
        <VideoIcon />
        <span>{t('chatActions.video')}</span>
      </button>
      <button type="button" className="chat-actions__button" data-testid="chat-action-voice" disabled={calls === null || inCall} onClick={() => call(CALL_TYPE.voice)}>
        <PhoneIcon small />
        <span>{t('chatActions.voice')}</span>
      </button>
    </div>
  );
}
