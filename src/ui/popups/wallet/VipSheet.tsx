import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipStore } from '../../../application/wallet/vip-store';
import { useLiveState } from '../../hooks/use-live-state';
import { VipContent } from '../../pages/vip/VipContent';
import { Dialog } from '../Dialog';
import { Sheet } from '../Sheet';

/**
 * The VIP subscribe sheet (000 §2): closing it with X asks first (the VIP stay popup: leave
 * or subscribe). `hidden`: out of sight while a payment page shows, yet still open (not
 * dismissed, and no second dialogShown when it comes back).
 */
export function VipSheet({ vip, hidden }: { vip: VipStore; hidden: boolean }) {
  const { t } = useTranslation();
  const request = useLiveState(vip.sheet$);
  const state = useLiveState(vip.state$);
  const view = useLiveState(vip.view$);
  const [staying, setStaying] = useState(false);
  const open = request !== null;

  useEffect(() => {
    if (open) vip.dialogShown();
    else setStaying(false);
  }, [open, vip]);

  // Members and a failed load have nothing to be kept for: X simply closes.
  const askOnClose = !state.isVip && view.status === 'ready' && view.data.list.length > 0;
  const leave = () => {
    vip.reportChoice('leave');
    setStaying(false);
    vip.closeSheet();
  };
  const subscribe = () => {
    vip.reportChoice('stay');
    setStaying(false);
    const item = view.status === 'ready' ? view.data.list[0] : undefined;
    if (item !== undefined) vip.subscribe(item, true);
  };

  return (
    <>
      <Sheet open={open && !hidden} title={t('pages.vip')} layer="vip" onClose={() => (askOnClose ? setStaying(true) : vip.closeSheet())} data-testid="vip-sheet">
        <div className="sheet__body wallet-sheet">
          <VipContent vip={vip} />
        </div>
      </Sheet>
      <Dialog
        open={staying}
        title={t('wallet.stay.title')}
        body={t('wallet.stay.body')}
        confirmLabel={t('wallet.stay.subscribe')}
        cancelLabel={t('wallet.stay.leave')}
        onConfirm={subscribe}
        onCancel={leave}
      />
    </>
  );
}
