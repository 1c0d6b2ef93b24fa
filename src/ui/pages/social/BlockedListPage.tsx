import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelationRow } from '../../../application/contracts/user/relation-page';
import type { SocialServices } from '../../../application/social/social-services';
import { SOCIAL } from '../../../application/social/social.tokens';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useAppServices, useService } from '../../app-services';
import { Dialog } from '../../popups/Dialog';
import { PageShell } from '../../shell/PageShell';
import { RelationList } from './RelationList';
import { useRelationList } from './use-relation-list';
import { useRowName } from './UserRow';
import './social.css';

/** /pagesPub/my/blocked-list (001 §2, §4): the users the signed-in user blocked, each with unblock and its confirmation. */
export function BlockedListPage() {
  const { t } = useTranslation();
  const social = useService(SOCIAL);
  return <PageShell title={t('pages.blockedList')}>{social === null ? <Spinner /> : <BlockedList social={social} />}</PageShell>;
}

function BlockedList({ social }: { readonly social: SocialServices }) {
  const list = useRelationList(social, 'blocked');
  return <RelationList kind="blocked" {...list} actionOf={(row) => <UnblockButton row={row} social={social} onUnblocked={() => list.remove(row.uid)} />} />;
}

function UnblockButton({ row, social, onUnblocked }: { readonly row: RelationRow; readonly social: SocialServices; readonly onUnblocked: () => void }) {
  const { t } = useTranslation();
  const { toast } = useAppServices();
  const name = useRowName(row);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const unblock = async () => {
    setConfirming(false);
    setBusy(true);
    const done = await social.unblock(row.uid);
    setBusy(false);
    toast.show(done ? { key: 'social.unblockDone', values: { name } } : { key: 'social.unblockFailed' });
    if (done) onUnblocked();
  };

  return (
    <>
      <Button size="small" variant="secondary" busy={busy} disabled={busy} aria-label={t('social.unblockLabel', { name })} data-testid="blocked-unblock" onClick={() => setConfirming(true)}>
        {t('social.unblock')}
      </Button>
      <Dialog
        open={confirming}
        title={t('social.unblockTitle', { name })}
        body={t('social.unblockBody')}
        confirmLabel={t('social.unblock')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void unblock()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
