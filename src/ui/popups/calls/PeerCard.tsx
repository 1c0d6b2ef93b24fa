import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallPeer } from '../../../application/contracts/call/call-peer';
import { ONLINE_STATUS, hiddenProfileNumber } from '../../../domain';
import { AvatarLabel } from '../../components/AvatarLabel';
import { Avatar } from '../../components/Avatar';
import { DemoBadge } from '../../components/DemoBadge';
import { Toggle } from '../../components/Toggle';
import { useAppServices } from '../../app-services';
import './call-popups-extra.css';

export interface PeerCardProps {
  readonly peer: CallPeer;
  readonly onlineStatus?: number;
  /** Present when the card offers the follow toggle: the current state and what a tap does. */
  readonly follow?: {
    readonly on: boolean;
    /** They follow the viewer too: undoing the follow asks first (001 §4 "Unfollowing a mutual follow asks for confirmation"). */
    readonly mutual?: boolean;
    readonly toggle: (on: boolean) => Promise<boolean | null>;
  };
  readonly followTestId?: string;
  /** The card's avatar_labels, when it has them: the avatar wears the operator's top one. */
  readonly labels?: readonly string[];
}

/**
 * The other user's card (000 §2): avatar, nickname, age, country flag and code, level,
 * online dot, follow toggle. A hidden profile shows as 'mystery' plus its number; a demo
 * host carries the "Demo" badge (the user page, the call-end page and popups).
 */
export function PeerCard({ peer, onlineStatus, follow, followTestId = 'peer-follow', labels = [] }: PeerCardProps) {
  const { t } = useTranslation();
  const [following, setFollowing] = useState(follow?.on ?? false);
  // A fresh card can replace the one shown first (the user page shows the cached card, then
  // the loaded one): the toggle follows the newest state it was given.
  const [givenOn, setGivenOn] = useState(follow?.on);
  if (follow?.on !== givenOn) {
    setGivenOn(follow?.on);
    setFollowing(follow?.on ?? false);
  }
  const [busy, setBusy] = useState(false);
  const { confirm } = useAppServices();
  const hidden = peer.hide_profile === 1;
  const name = hidden ? `${t('callScreens.mystery')} ${hiddenProfileNumber(peer.uid)}` : peer.nickname;
  const age = peer.age;
  const online = onlineStatus === ONLINE_STATUS.online || onlineStatus === ONLINE_STATUS.chatting;
  // Chatting is online but in a call: a busy dot of its own, so a caller knows before trying.
  const inCall = onlineStatus === ONLINE_STATUS.chatting;
  const dotLabel = inCall ? 'callScreens.inCall' : online ? 'callScreens.online' : 'callScreens.offline';

  const toggle = async (on: boolean) => {
    if (follow === undefined || busy) return;
    if (!on && follow.mutual === true) {
      const sure = await confirm.ask({
        title: { key: 'social.unfollowTitle', values: { name } },
        body: { key: 'social.unfollowBody' },
        confirmLabel: { key: 'social.unfollow' },
        destructive: true,
      });
      if (!sure) return;
    }
    setBusy(true);
    setFollowing(on);
    const result = await follow.toggle(on);
    setFollowing(result ?? !on);
    setBusy(false);
  };

  return (
    <div className="peer-card" data-testid="peer-card">
      <span className="peer-card__avatar">
        <Avatar src={hidden || peer.avatar === '' ? null : peer.avatar} alt="" size={56} />
        <AvatarLabel labels={labels} />
        {onlineStatus === undefined ? null : (
          <span
            className={`peer-card__dot${inCall ? ' peer-card__dot--busy' : online ? ' peer-card__dot--on' : ''}`}
            role="img"
            aria-label={t(dotLabel)}
            data-testid="peer-online-dot"
            data-status={onlineStatus}
          />
        )}
      </span>
      <span className="peer-card__text">
        <span className="peer-card__name">
          {name} <DemoBadge user={peer} />
        </span>
        <span className="peer-card__facts">
          {age !== null && !hidden ? <span>{t('callScreens.age', { age })}</span> : null}
          {peer.country_code === '' ? null : (
            <span>
              {peer.country_flag} {peer.country_code}
            </span>
          )}
          {peer.hide_level === 1 || hidden ? null : <span>{t('callScreens.level', { level: peer.level })}</span>}
        </span>
      </span>
      {follow === undefined ? null : (
        <label className="peer-card__follow">
          <span>{t(following ? 'callScreens.following' : 'callUi.follow')}</span>
          <Toggle checked={following} disabled={busy} data-testid={followTestId} onChange={(on) => void toggle(on)} />
        </label>
      )}
    </div>
  );
}
