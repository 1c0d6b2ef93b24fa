import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallReceipts, ReceiptCheck } from '../../../application/receipts/call-receipts';
import { RECEIPTS } from '../../../application/receipts/receipts.tokens';
import { isOfflineError } from '../../../application/wallet/loadable';
import type { CallReceipt as Receipt } from '../../../domain';
import { useService } from '../../app-services';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useLiveState } from '../../hooks/use-live-state';
import { saveFile } from '../../media/save-file';
import type { TranslationKey } from '../../i18n/translation-key';
import { formatCallTime } from './use-elapsed';

const CHECK_TEXT: Readonly<Record<Exclude<ReceiptCheck, 'idle'>, TranslationKey>> = {
  checking: 'fairBilling.receipt.checking',
  valid: 'fairBilling.receipt.valid',
  invalid: 'fairBilling.receipt.invalid',
  unavailable: 'fairBilling.receipt.unavailable',
};

/** The signed receipt of one call (issue #19): what it cost and why, its signature checked here, saved as JSON. */
export function CallReceipt({ roomId }: { roomId: number }) {
  const receipts = useService(RECEIPTS);
  return receipts === null ? <Spinner /> : <LoadedReceipt receipts={receipts} roomId={roomId} />;
}

/** What the call cost in the end: the receipt's coins (refunds taken off) once it is here, the billed coins until then. */
export function CoinsSpent({ roomId, billed }: { roomId: number | null; billed: number }) {
  const receipts = useService(RECEIPTS);
  return receipts === null || roomId === null ? <CoinsLine coins={billed} /> : <ReceiptCoins receipts={receipts} roomId={roomId} billed={billed} />;
}

function ReceiptCoins({ receipts, roomId, billed }: { receipts: CallReceipts; roomId: number; billed: number }) {
  const { receipt } = useLiveState(receipts.receipt$(roomId));
  return <CoinsLine coins={receipt.status === 'ready' ? receipt.data.receipt.coins_spent : billed} />;
}

function CoinsLine({ coins }: { coins: number }) {
  const { t } = useTranslation();
  return coins > 0 ? <p data-testid="call-end-coins">{t('callScreens.coinsSpent', { coins })}</p> : null;
}

function LoadedReceipt({ receipts, roomId }: { receipts: CallReceipts; roomId: number }) {
  const { t } = useTranslation();
  const view = useLiveState(receipts.receipt$(roomId));
  useEffect(() => {
    void receipts.load(roomId);
  }, [receipts, roomId]);

  if (view.receipt.status === 'loading') return <Spinner label={t('common.loading')} />;
  if (view.receipt.status === 'error') {
    return (
      <div className="call-receipt__error" role="alert">
        <p>{t(isOfflineError(view.receipt.code) ? 'fairBilling.receipt.offline' : 'fairBilling.receipt.loadError')}</p>
        <Button variant="secondary" onClick={() => void receipts.load(roomId)}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  const exportJson = () => {
    const json = receipts.exportJson(roomId);
    if (json !== null) saveFile(`glint-receipt-${roomId}.json`, json, 'application/json');
  };
  return (
    <div className="call-receipt__body">
      <ReceiptLines receipt={view.receipt.data.receipt} />
      <div className="call-receipt__actions">
        <Button variant="secondary" data-testid="receipt-verify" disabled={view.check === 'checking'} onClick={() => void receipts.verify(roomId)}>
          {t('fairBilling.receipt.verify')}
        </Button>
        <Button variant="secondary" data-testid="receipt-export" onClick={exportJson}>
          {t('fairBilling.receipt.export')}
        </Button>
      </div>
      {view.check === 'idle' ? null : (
        <p className={`call-receipt__check call-receipt__check--${view.check}`} role="status" data-testid="receipt-check" data-check={view.check}>
          {t(CHECK_TEXT[view.check])}
        </p>
      )}
    </div>
  );
}

function ReceiptLines({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const time = (ms: number) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' }).format(ms);
  const lines: readonly [TranslationKey, string][] = [
    ['fairBilling.receipt.started', time(receipt.started_at)],
    ['fairBilling.receipt.ended', time(receipt.ended_at)],
    ['fairBilling.receipt.connected', formatCallTime(receipt.connected_s)],
    ['fairBilling.receipt.free', formatCallTime(receipt.free_s)],
    ['fairBilling.receipt.price', t('callUi.perMinute', { coins: number(receipt.price_per_min) })],
    ['fairBilling.receipt.billed', number(receipt.minutes_billed)],
    ['fairBilling.receipt.refunded', number(receipt.minutes_refunded)],
    ['fairBilling.receipt.spent', number(receipt.coins_spent)],
  ];
  return (
    <>
      <dl className="call-receipt__lines">
        {lines.map(([label, value]) => (
          <div key={label} className="call-receipt__line">
            <dt>{t(label)}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
      </dl>
      {receipt.refunds.length === 0 ? null : (
        <ul className="call-receipt__refunds" data-testid="receipt-refunds">
          {receipt.refunds.map((refund) => (
            <li key={refund.minute}>{t('fairBilling.receipt.refundReason', { minute: number(refund.minute), seconds: number(refund.down_s) })}</li>
          ))}
        </ul>
      )}
    </>
  );
}
