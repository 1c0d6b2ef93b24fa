import { useTranslation } from 'react-i18next';
import type { PayResultStatus } from '../../../application/payments/checkout-outcome';
import { Button } from '../../components/Button';
import { CloseIcon } from '../../components/icons/nav-icons';
import { CheckIcon, InfoIcon } from '../../components/icons/page-icons';
import { useQuery } from '../../hooks/use-query';
import { useMessageText } from '../../i18n/use-message';
import { useCheckout } from '../../popups/checkout/use-checkout';
import { PageBody, PageShell } from '../../shell/PageShell';
import { useGoBack } from '../../shell/use-go-back';
import './payment.css';

const STATUSES: readonly PayResultStatus[] = ['success', 'failed', 'cancelled', 'timeout', 'expired'];

/** The provider's own word when it sent the browser back here (`result` of its return URL). */
const PROVIDER_RESULT: Readonly<Record<string, PayResultStatus>> = { succeed: 'success', failed: 'failed', canceled: 'cancelled' };

function statusOf(query: URLSearchParams): PayResultStatus {
  const named = query.get('status');
  if (named !== null && (STATUSES as readonly string[]).includes(named)) return named as PayResultStatus;
  return PROVIDER_RESULT[query.get('result') ?? ''] ?? 'failed';
}

const TITLE_KEY = {
  success: 'payment.success',
  failed: 'payment.failed',
  cancelled: 'payment.cancelled',
  timeout: 'paymentTimeout',
  expired: 'paymentExpired',
} as const satisfies Record<PayResultStatus, string>;

/**
 * The pay-result page (000 §4; query pay_type, origin, in-app also order_id and from=1):
 * success, failed (pay again), cancelled, timeout or an expired session.
 */
export function PayResultPage() {
  const { t } = useTranslation();
  const query = useQuery();
  const messageText = useMessageText();
  const goBack = useGoBack();
  const { payments, view } = useCheckout();
  const result = view.step === 'result' ? view : null;
  const status = result?.status ?? statusOf(query);
  const canRepay = status !== 'success' && result !== null && payments !== null;
  const done = () => {
    payments?.checkout.finish();
    goBack();
  };
  const icon = status === 'success' ? <CheckIcon /> : status === 'failed' ? <CloseIcon /> : <InfoIcon />;
  return (
    <PageShell title={t('pages.payResult')} back={false} swipeBack={false}>
      <PageBody padded>
        <div className={`pay-result pay-result--${status}`} data-testid="pay-result" data-status={status} role="status">
          <span className="pay-result__icon" aria-hidden="true">
            {icon}
          </span>
          <h1 className="pay-result__title">{t(TITLE_KEY[status])}</h1>
          {result?.message ? <p className="pay-result__reason">{messageText(result.message)}</p> : null}
          {status === 'success' && result !== null ? (
            <p className="pay-result__reason">{t('checkout.coinsAdded', { count: result.coins, value: result.coins })}</p>
          ) : null}
          <div className="pay-result__actions">
            {canRepay ? (
              <Button block onClick={() => void payments.checkout.repay()} data-testid="pay-repay">
                {t('payment.repay')}
              </Button>
            ) : null}
            <Button block variant={canRepay ? 'secondary' : 'primary'} onClick={done} data-testid="pay-result-done">
              {t('checkout.done')}
            </Button>
          </div>
        </div>
      </PageBody>
    </PageShell>
  );
}
