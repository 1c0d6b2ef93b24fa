import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CALLS } from '../../../application/calls/calls.tokens';
import type { CheckoutView, WalletMethod } from '../../../application/payments/checkout-flow';
import type { ResumeIntent } from '../../../application/payments/recharge-requests';
import { CALL_TYPE, CARD_PAY_TYPE } from '../../../domain';
import { useAppServices, useService } from '../../app-services';
import { useCheckout } from './use-checkout';
import { PAY_METHOD_FRAMES_ID, PayMethodSheet } from './PayMethodSheet';
import { NO_BONUS, PaymentSuccessfulPopup, type PackageBonus } from './PaymentSuccessfulPopup';
import { PAYMENT_PAGES_PREFIX, ROUTE_PATHS } from '../../../application/navigation/route-paths';
import './checkout.css';

interface Success {
  readonly coins: number;
  readonly balance: number | null;
  /** The package's bonuses: the server credits them in the same transaction as the coins. */
  readonly bonus: PackageBonus;
  readonly resume: ResumeIntent | undefined;
}

const onPaymentPage = () => window.location.hash.includes(PAYMENT_PAGES_PREFIX);

function pathOf(view: CheckoutView): string | null {
  switch (view.step) {
    case 'cardPage': {
      const { item, fromType } = view.request;
      return `${ROUTE_PATHS.coinsPayment}?product_id=${encodeURIComponent(item.goods_id)}&product_type=${item.product_type}&origin=${fromType}`;
    }
    case 'waiting':
      return ROUTE_PATHS.paymentWait;
    case 'result':
      return `${ROUTE_PATHS.payResult}?pay_type=${CARD_PAY_TYPE}&origin=${view.request.fromType}&status=${view.status}&order_id=${encodeURIComponent(view.orderNo)}&from=1`;
    default:
      return null;
  }
}

/**
 * Answers "pay for this package" (recharge.checkout$): runs the checkout flow, shows the
 * pay-method sheet, moves between the payment pages as the flow goes, and after a success
 * shows the payment-successful popup, reloads the profile, picks up what the payment
 * interrupted (answer the call, match again, call or chat) and prompts tourists to sign in.
 * Mounted once, inside the router, beside CallHost.
 */
export function CheckoutHost() {
  const { recharge, me, loginPrompt, session } = useAppServices();
  const calls = useService(CALLS);
  const { payments, view } = useCheckout();
  const navigate = useNavigate();
  const [success, setSuccess] = useState<Success | null>(null);
  const lastSheet = useRef<Extract<CheckoutView, { step: 'chooseMethod' }> | null>(null);
  const [walletReady, setWalletReady] = useState<boolean | null>(null);
  const sheetWallet = view.step === 'chooseMethod' ? view.wallet : null;

  // Asked each time the sheet offers a wallet: Google Pay's readiness needs its script, Apple Pay its session.
  useEffect(() => {
    if (payments === null || sheetWallet === null) return;
    let live = true;
    setWalletReady(null);
    void payments.walletReady(sheetWallet).then((ready) => live && setWalletReady(ready));
    return () => {
      live = false;
    };
  }, [payments, sheetWallet]);

  useEffect(() => {
    if (payments === null) return;
    const requests = recharge.checkout$.subscribe((request) => void payments.checkout.begin(request));
    let lastStep: CheckoutView['step'] = payments.checkout.view$.getValue().step;
    const steps = payments.checkout.view$.subscribe((next) => {
      if (next.step === lastStep) return;
      lastStep = next.step;
      const path = pathOf(next);
      if (path !== null && !window.location.hash.startsWith(`#${path.split('?')[0]}`)) navigate(path, { replace: onPaymentPage() && next.step !== 'cardPage' });
      if (next.step === 'result' && next.status === 'success') {
        // The balance follows the wallet; init again for what else a payment changes (recharge_money: paying-user prices and offers).
        void me.refresh();
        const { match, message, charm } = next.request.item;
        setSuccess({ coins: next.coins, balance: next.balance, bonus: { match, message, charm }, resume: next.request.resume });
        // The call is still ringing: answering cannot wait for a tap.
        if (next.request.resume?.kind === 'answer' && calls !== null) void calls.calls.accept();
      }
    });
    return () => {
      requests.unsubscribe();
      steps.unsubscribe();
    };
  }, [payments, recharge, navigate, me, calls]);

  // Store purchases interrupted before their verification (the app closed) are verified once the session runs.
  useEffect(() => {
    if (payments === null) return;
    const started = session.status$.subscribe((status) => {
      if (status === 'signed-in') void payments.restorePurchases();
    });
    return () => started.unsubscribe();
  }, [payments, session]);

  const closeSuccess = useCallback(() => {
    setSuccess(null);
    if (session.isTourist$.getValue()) loginPrompt.open();
  }, [session, loginPrompt]);

  if (payments === null) return null;
  if (view.step === 'chooseMethod') lastSheet.current = view;
  const sheet = lastSheet.current;
  const payingFromSheet = view.step === 'paying' && (view.method === 'googlepay' || view.method === 'applepay');
  const resume = success?.resume;
  const target = resume?.kind === 'call' ? resume.uid : null;

  return (
    <>
      {sheet === null ? null : (
        <PayMethodSheet
          open={view.step === 'chooseMethod' || payingFromSheet}
          item={sheet.request.item}
          wallet={sheet.wallet}
          walletReady={walletReady}
          busy={payingFromSheet}
          onCard={() => payments.checkout.chooseCard()}
          onWallet={(method: WalletMethod) => void payments.checkout.payByWallet(method, PAY_METHOD_FRAMES_ID)}
          onClose={() => payments.checkout.cancel()}
        />
      )}
      <PaymentSuccessfulPopup
        open={success !== null}
        coins={success?.coins ?? 0}
        balance={success?.balance ?? null}
        bonus={success?.bonus ?? NO_BONUS}
        onChat={
          target === null
            ? null
            : () => {
                setSuccess(null);
                navigate(`${ROUTE_PATHS.chat}?uid=${target}`);
              }
        }
        onCallNow={
          resume === undefined || resume.kind === 'none' || resume.kind === 'answer'
            ? null
            : () => {
                setSuccess(null);
                if (resume.kind === 'match') {
                  if (calls !== null) void calls.match.start();
                  return;
                }
                // The call that ran out of coins starts again with the card the call store kept;
                // without it (a call tried from elsewhere) the user's page offers the call buttons.
                const peer = calls?.calls.view$.getValue().peer ?? null;
                if (calls !== null && peer !== null && peer.uid === resume.uid) {
                  void calls.calls.dial({ peer, callType: resume.video ? CALL_TYPE.video : CALL_TYPE.voice });
                } else navigate(`${ROUTE_PATHS.userHome}?uid=${resume.uid}`);
              }
        }
        onClose={closeSuccess}
      />
    </>
  );
}
