import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALLS } from '../../../application/calls/calls.tokens';
import type { ChatUser } from '../../../application/contracts/msg/chat-user';
import { CALL_TYPE, type CallType } from '../../../domain';
import { useAppServices, useService } from '../../app-services';
import { HeartIcon, PhoneIcon } from '../../components/icons/page-icons';
import { VideoIcon } from './composer/composer-icons';

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
      <button type="button" className="chat-actions__button" data-testid="chat-action-video" disabled={calls === null} onClick={() => call(CALL_TYPE.video)}>
        <VideoIcon />
        <span>{t('chatActions.video')}</span>
      </button>
      <button type="button" className="chat-actions__button" data-testid="chat-action-voice" disabled={calls === null} onClick={() => call(CALL_TYPE.voice)}>
        <PhoneIcon small />
        <span>{t('chatActions.voice')}</span>
      </button>
    </div>
  );
}
