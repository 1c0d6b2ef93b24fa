import { useTranslation } from 'react-i18next';
import type { MeSnapshot } from '../../../application/profile/me-view-model';
import { useAppServices } from '../../app-services';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { IconButton } from '../../components/IconButton';
import { CopyIcon, CrownIcon, VerifiedIcon } from '../../components/icons/page-icons';
import { useFormat } from '../../hooks/use-format';

/** Avatar, nickname, badges, ID and level of the signed-in user. */
export function MeHero({ me }: { me: MeSnapshot }) {
  const { t } = useTranslation();
  const { toast } = useAppServices();
  const format = useFormat();
  const nickname = me.nickname ?? t('me.guest');

  const copyId = async () => {
    if (me.uid === null) return;
    try {
      await navigator.clipboard.writeText(String(me.uid));
      toast.show({ key: 'common.copied' });
    } catch {
      toast.show({ key: 'common.deviceNotSupported' });
    }
  };

  return (
    <section className="me-hero">
      <Avatar src={me.avatarUrl} alt="" size={84} ring />
      <div className="me-hero__identity">
        <div className="me-hero__name-row">
          <h2 className="me-hero__name" data-testid="me-nickname">
            {nickname}
          </h2>
          {me.isVip ? (
            <Badge tone="vip" data-testid="me-vip-badge">
              <CrownIcon small />
              {t('me.vip')}
            </Badge>
          ) : null}
          {me.isVerified ? (
            <Badge tone="verified" data-testid="me-verified-badge">
              <VerifiedIcon small />
              {t('me.verified')}
            </Badge>
          ) : null}
        </div>
        <div className="me-hero__meta">
          {/* An ID is a code, not a quantity: Latin digits, no grouping, left to right. */}
          <bdi data-testid="me-uid" data-value={me.uid ?? undefined}>
            {t('me.uid', { uid: me.uid === null ? '—' : String(me.uid) })}
          </bdi>
          {me.uid !== null ? (
            <IconButton label={t('me.copyId')} className="me-hero__copy" onClick={() => void copyId()}>
              <CopyIcon small />
            </IconButton>
          ) : null}
          {me.level !== null ? (
            <Badge tone="level" data-testid="me-level">
              {t('me.level', { level: format.number(me.level) })}
            </Badge>
          ) : null}
        </div>
      </div>
    </section>
  );
}
