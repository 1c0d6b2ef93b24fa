import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeerProfiles } from '../../../application/calls/peer-profiles';
import { Button } from '../../components/Button';

/**
 * Follow from inside a match call (000 §5 match key 10): the follow carries the call's room,
 * so the other side sees the heart. Shown only while the card says we do not follow them yet;
 * the server sends the heart only for a new follow.
 */
export function MatchFollowButton({ peers, peerUid, roomId }: { peers: PeerProfiles; peerUid: number; roomId: number }) {
  const { t } = useTranslation();
  const [following, setFollowing] = useState<boolean | null>(() => {
    const cached = peers.cachedCard(peerUid);
    return cached === null ? null : cached.is_follow === 1;
  });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let current = true;
    void peers.card(peerUid).then((card) => current && card !== null && setFollowing(card.is_follow === 1));
    return () => {
      current = false;
    };
  }, [peers, peerUid]);
  if (following === null) return null;
  if (following) return <p className="call-screen__followed">{t('callScreens.following')}</p>;
  const follow = async () => {
    setBusy(true);
    const next = await peers.follow(peerUid, true, roomId);
    setBusy(false);
    if (next !== null) setFollowing(next);
  };
  return (
    <Button variant="secondary" className="call-screen__follow" busy={busy} onClick={() => void follow()} data-testid="call-follow">
      {t('callUi.follow')}
    </Button>
  );
}

/** The heart the other side's follow plays once over the call (remounted for each new one); screen readers hear who followed. */
export function FollowHeart({ count, name }: { count: number; name: string }) {
  const { t } = useTranslation();
  return (
    <div className="call-screen__heart" data-testid="call-follow-heart" data-count={count} role="status">
      <span aria-hidden="true">❤️</span>
      <span className="visually-hidden">{t('callUi.followedYou', { name })}</span>
    </div>
  );
}
