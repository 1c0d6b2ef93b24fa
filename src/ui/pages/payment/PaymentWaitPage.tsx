import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RechargeFromType } from '../../../application/payments/recharge-requests';
import { Spinner } from '../../components/Spinner';
import { useQuery } from '../../hooks/use-query';
import { useCheckout } from '../../popups/checkout/use-checkout';
import { PageBody, PageShell } from '../../shell/PageShell';
import './payment.css';
import { useFormat } from '../../hooks/use-format';

/**
 * The payment-wait page (000 §2: query `url`, app build; 000 §4 "in progress"): the
 * provider has the payment and has not decided yet; the order's payment event (or the
 * wait running out) moves on to the result. In the redirect flow it is also the way out
 * and back: with `url` (the provider's page the checkout opened — never an address the
 * link alone brings) it leaves for that page, or with `app_build` (the native shell) opens
 * it outside and waits; with the `order_no` the provider returns, it waits for that order.
 * No way back while waiting: leaving would not stop the payment.
 */
export function PaymentWaitPage() {
  const { t } = useTranslation();
  const { payments, view } = useCheckout();
  const query = useQuery();
  const format = useFormat();
  const url = query.get('url');
  const appBuild = query.get('app_build');
  const orderNo = query.get('order_no');
  const leaving = view.step === 'redirecting' && url === view.url ? view : null;

  useEffect(() => {
    if (leaving === null || payments === null) return;
    if (appBuild === null) {
      window.location.assign(leaving.url);
      return;
    }
    window.open(leaving.url, '_blank', 'noopener');
    void payments.checkout.awaitRedirected(leaving.orderNo, { goodsId: leaving.request.item.goods_id, productType: leaving.request.item.product_type, fromType: leaving.request.fromType });
  }, [leaving, appBuild, payments]);

  useEffect(() => {
    if (orderNo === null || payments === null) return;
    const fromType = Number(query.get('origin') ?? '0') as RechargeFromType;
    void payments.checkout.awaitRedirected(orderNo, { goodsId: query.get('goods_id') ?? '', productType: Number(query.get('product_type') ?? '1'), fromType });
    // The order the provider returned with decides; the rest of the query only names its package.
  }, [orderNo, payments]);

  const item = view.step === 'waiting' || view.step === 'redirecting' ? view.request.item : null;
  return (
    <PageShell title={t('pages.paymentWait')} back={false} swipeBack={false}>
      <PageBody padded>
        <div className="payment-center" data-testid="payment-wait" data-order={view.step === 'waiting' ? view.orderNo : undefined} role="status" aria-live="polite">
          <Spinner />
          <h1 className="payment-center__title">{t('paymentBeProgress')}</h1>
          <p className="payment-center__body">{t('checkout.waitBody')}</p>
          {item === null ? null : <p className="payment-center__meta">{format.price(item.money, item.currency)}</p>}
        </div>
      </PageBody>
    </PageShell>
  );
}
