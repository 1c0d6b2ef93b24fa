import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelationRow } from '../../../application/contracts/user/relation-page';
import type { SocialServices } from '../../../application/social/social-services';
import { followStateOf, unfollowNeedsConfirmation } from '../../../domain/social/follow-state';
import { Button } from '../../components/Button';
import { Dialog } from '../../popups/Dialog';
import { useAppServices } from '../../app-services';
import { useRowName } from './UserRow';

export interface FollowButtonProps {
  readonly row: RelationRow;
  readonly social: SocialServices;
  /** The row's new follow flag once the server said yes. */
  readonly onFollowChanged: (isFollow: 0 | 1) => void;
}

/**
 * Follow, follow back, following or friends (001 §4); a tap on a follow undoes it, and
 * undoing a mutual follow asks first. A failure keeps the old state and says so.
 */
export function FollowButton({ row, social, onFollowChanged }: FollowButtonProps) {
  const { t } = useTranslation();
  const { toast } = useAppServices();
  const name = useRowName(row);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const state = followStateOf(row.is_follow === 1, row.is_followed === 1);

  const change = async (on: boolean) => {
    setConfirming(false);
    setBusy(true);
    const result = await social.follow(row.uid, on);
    setBusy(false);
    if (result === null) toast.show({ key: 'social.followFailed' });
    else onFollowChanged(result ? 1 : 0);
  };

  const tap = () => {
    if (row.is_follow === 0) void change(true);
    else if (unfollowNeedsConfirmation(state)) setConfirming(true);
    else void change(false);
  };

  return (
    <>
      <Button
        size="small"
        variant={row.is_follow === 1 ? 'secondary' : 'primary'}
        busy={busy}
        disabled={busy}
        aria-label={t(`social.followLabel.${state}`, { name })}
        aria-pressed={row.is_follow === 1}
        data-testid="user-row-follow"
        data-state={state}
        onClick={tap}
      >
        {t(`social.follow.${state}`)}
      </Button>
      <Dialog
        open={confirming}
        title={t('social.unfollowTitle', { name })}
        body={t('social.unfollowBody')}
        confirmLabel={t('social.unfollow')}
        cancelLabel={t('common.cancel')}
        destructive
        onConfirm={() => void change(false)}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
