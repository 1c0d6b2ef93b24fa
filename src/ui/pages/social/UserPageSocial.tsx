import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MODERATION } from '../../../application/moderation/moderation.tokens';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { SOCIAL } from '../../../application/social/social.tokens';
import { Button } from '../../components/Button';
import { useAppServices, useService } from '../../app-services';
import { Dialog } from '../../popups/Dialog';
import './social.css';

/** Where a report from the user page says it started (/report/handle from_type). */
export const REPORT_FROM_PROFILE = 'profile';

/** The report page for `uid`, naming where the report started. */
export const reportPathOf = (uid: number, fromType: string, roomId?: number) =>
  `${ROUTE_PATHS.report}?uid=${uid}&fromType=${encodeURIComponent(fromType)}${roomId === undefined ? '' : `&roomId=${roomId}`}`;

/**
 * The social part of another user's page: opening it is a visit (the server counts one a
 * day), and it offers block (asked first; unblock after) and report (the report page).
 */
export function UserPageSocial({ uid, name }: { readonly uid: number; readonly name: string }) {
  const { t } = useTranslation();
  const { toast } = useAppServices();
  const navigate = useNavigate();
  const social = useService(SOCIAL);
  const moderation = useService(MODERATION);
  const [blocked, setBlocked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void social?.recordVisit(uid);
  }, [social, uid]);

  const setBlock = async (on: boolean) => {
    setConfirming(false);
    if (moderation === null) return;
    setBusy(true);
    const result = await moderation.setBlocked(uid, on);
    setBusy(false);
    if (!result.ok) return toast.show({ key: on ? 'social.blockFailed' : 'social.unblockFailed' });
    setBlocked(on);
    toast.show({ key: on ? 'social.blockDone' : 'social.unblockDone', values: { name } });
  };

  return (
    <div className="user-social">
      <Button
        size="small"
        variant="ghost"
        busy={busy}
        disabled={busy || moderation === null}
        data-testid="user-block"
        data-blocked={blocked ? 1 : 0}
        onClick={() => (blocked ? void setBlock(false) : setConfirming(true))}
      >
        {t(blocked ? 'social.unblock' : 'social.block')}
      </Button>
      <Button size="small" variant="ghost" data-testid="user-report" onClick={() => navigate(reportPathOf(uid, REPORT_FROM_PROFILE))}>
        {t('social.report.open')}
      </Button>
      <Dialog
        open={confirming}
        title={t('social.blockTitle', { name })}
        body={t('social.blockBody')}
        confirmLabel={t('social.block')}
        cancelLabel={t('common.cancel')}
        destructive
        onConfirm={() => void setBlock(true)}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
