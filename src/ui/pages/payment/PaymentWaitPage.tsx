import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { useCheckout } from '../../popups/checkout/use-checkout';
import { PageBody, PageShell } from '../../shell/PageShell';
import './payment.css';
import { useFormat } from '../../hooks/use-format';

/**
 * The payment-wait page (000 §4 "in progress"): the provider has the payment and has not
 * decided yet; the order's payment event (or the wait running out) moves on to the result.
 * No way back while waiting: leaving would not stop the payment.
 */
export function PaymentWaitPage() {
  const { t } = useTranslation();
  const { view } = useCheckout();
  const format = useFormat();
  const item = view.step === 'waiting' ? view.request.item : null;
  return (
    <PageShell title={t('pages.paymentWait')} back={false} swipeBack={false}>
      <PageBody padded>
        <div className="payment-center" data-testid="payment-wait" role="status" aria-live="polite">
          <Spinner />
          <h1 className="payment-center__title">{t('paymentBeProgress')}</h1>
          <p className="payment-center__body">{t('checkout.waitBody')}</p>
          {item === null ? null : <p className="payment-center__meta">{format.price(item.money, item.currency)}</p>}
        </div>
      </PageBody>
    </PageShell>
  );
}
