import cardValidator from 'card-validator';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayItem } from '../../../application/contracts/coin/pay-item';
import { CARD_PAY_TYPE, validateCardForm, type CardFieldErrorCode, type CardForm } from '../../../domain';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { CoinIcon } from '../../components/icons/page-icons';
import { Spinner } from '../../components/Spinner';
import { useQuery } from '../../hooks/use-query';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { useCheckout } from '../../popups/checkout/use-checkout';
import { usePackageLabel } from '../../popups/checkout/PayMethodSheet';
import { PageBody, PageShell } from '../../shell/PageShell';
import { useGoBack } from '../../shell/use-go-back';
import type { RechargeFromType } from '../../../application/payments/recharge-requests';
import './payment.css';
import { useFormat } from '../../hooks/use-format';

/** Where the checkout library mounts its frames on this page. */
const FRAMES_ID = 'coins-payment-frames';

const EMPTY: CardForm = { number: '', expiry: '', securityCode: '', firstName: '', lastName: '' };
type Field = keyof CardForm;
type Errors = Partial<Record<Field, CardFieldErrorCode>>;

/** Groups the digits as the card's brand prints them (4242 4242 4242 4242). */
function formatNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 19);
  const gaps = cardValidator.number(digits).card?.gaps ?? [4, 8, 12, 16];
  let out = '';
  for (let i = 0; i < digits.length; i += 1) out += (gaps.includes(i) ? ' ' : '') + digits[i];
  return out;
}

/** MM/YY as it is typed. */
function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function CardInput(props: {
  field: Field;
  label: string;
  value: string;
  error: CardFieldErrorCode | undefined;
  onChange: (value: string) => void;
  testId: string;
  inputMode?: 'numeric' | 'text';
  autoComplete: string;
  placeholder?: string;
  trailing?: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = useId();
  return (
    <div className={`card-field card-field--${props.field}`}>
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          inputMode={props.inputMode ?? 'text'}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          dir={props.inputMode === 'numeric' ? 'ltr' : undefined}
          aria-invalid={props.error !== undefined}
          aria-describedby={props.error === undefined ? undefined : errorId}
          data-testid={props.testId}
        />
        {props.trailing ? <span className="card-field__brand">{props.trailing}</span> : null}
      </div>
      {props.error === undefined ? null : (
        <p id={errorId} className="card-field__error" role="alert" data-testid={`${props.testId}-error`}>
          {t(`error.${props.error}` as 'error.CARD.INVALID_NUMBER')}
        </p>
      )}
    </div>
  );
}

/**
 * The coins-payment page (000 §2; query product_id, product_type, origin): the package,
 * the cards used before, and the card form. The card is checked here (Luhn, expiry after
 * today, security code, names) with inline errors, then goes to the provider through the
 * checkout library — never to Glint's server.
 */
export function CoinsPaymentPage() {
  const { t } = useTranslation();
  const query = useQuery();
  const { payments, view } = useCheckout();
  const label = usePackageLabel();
  const format = useFormat();
  const goBack = useGoBack();
  const [form, setForm] = useState<CardForm>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [lookup, setLookup] = useState<'loading' | 'missing' | 'done'>('loading');
  const goodsId = query.get('product_id') ?? '';
  const productType = Number(query.get('product_type') ?? '1');
  const origin = Number(query.get('origin') ?? '0') as RechargeFromType;

  // Opened by its URL (a reload, a link): find the package and take it up as a checkout.
  useEffect(() => {
    if (payments === null) return;
    if (view.step !== 'idle' && view.step !== 'result') {
      setLookup('done');
      return;
    }
    let live = true;
    void payments.findPayItem(goodsId, productType).then((item) => {
      if (!live) return;
      if (item === null) setLookup('missing');
      else {
        payments.checkout.adopt({ item, fromType: origin });
        setLookup('done');
      }
    });
    return () => {
      live = false;
    };
    // Only the page's own query decides which package to look up.
  }, [payments, goodsId, productType]);

  // Leaving the page before paying ends the checkout as cancelled (after the route changed, so a re-render does not).
  useEffect(
    () => () => {
      setTimeout(() => {
        if (!window.location.hash.includes(ROUTE_PATHS.coinsPayment)) {
          const step = payments?.checkout.view$.getValue().step;
          if (step === 'cardPage') payments?.checkout.cancel();
        }
      }, 0);
    },
    [payments],
  );

  const item: PayItem | null = view.step === 'cardPage' || view.step === 'paying' ? view.request.item : null;
  const paying = view.step === 'paying';
  const cards = payments?.cardHistory.cards(CARD_PAY_TYPE) ?? [];
  const brand = cardValidator.number(form.number.replace(/\s/g, '')).card;

  const set = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (payments === null || paying) return;
    const checked = validateCardForm(form, Date.now(), -new Date().getTimezoneOffset());
    if (!checked.ok) {
      setErrors(checked.error.fields);
      return;
    }
    setErrors({});
    void payments.checkout.payByCard(checked.value, FRAMES_ID);
  };

  let body;
  if (payments === null || (item === null && lookup === 'loading')) {
    body = (
      <div className="payment-center">
        <Spinner label={t('common.loading')} />
      </div>
    );
  } else if (item === null) {
    body = <ErrorState title={t('checkout.packageMissing')} body={t('checkout.packageMissingBody')} retryLabel={t('common.back')} onRetry={goBack} />;
  } else {
    body = (
      <>
        <section className="pay-package" aria-label={t('checkout.package')}>
          <span className="pay-package__icon" aria-hidden="true">
            <CoinIcon />
          </span>
          <div className="pay-package__text">
            <strong className="pay-package__coins">{label(item, true)}</strong>
            {item.extra_coins > 0 ? <span className="pay-package__bonus">{t('checkout.cardBonus', { count: item.extra_coins })}</span> : null}
          </div>
          <strong className="pay-package__price">{format.price(item.money, item.currency)}</strong>
        </section>

        {cards.length === 0 ? null : (
          <section className="card-history" aria-label={t('checkout.usedCards')}>
            <h2 className="card-history__title">{t('checkout.usedCards')}</h2>
            <ul className="card-history__list">
              {cards.map((entry) => (
                <li key={entry.key}>
                  <button
                    type="button"
                    className="card-history__card"
                    data-testid="card-history-item"
                    dir="ltr"
                    onClick={() => set('number', formatNumber(entry.cardNumber.replace(/\*.*$/, '')))}
                  >
                    {entry.cardNumber.replace(/\*+/, ' •••• ')}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}

        <form className="card-form" onSubmit={submit} noValidate aria-busy={paying}>
          <CardInput
            field="number" label={t('checkout.cardNumber')} value={form.number} error={errors.number}
            onChange={(v) => set('number', formatNumber(v))} testId="card-number" inputMode="numeric" autoComplete="cc-number"
            placeholder="1234 5678 9012 3456" trailing={brand?.niceType ?? null}
          />
          <div className="card-form__row">
            <CardInput
              field="expiry" label={t('checkout.expiry')} value={form.expiry} error={errors.expiry}
              onChange={(v) => set('expiry', formatExpiry(v))} testId="card-expiry" inputMode="numeric" autoComplete="cc-exp" placeholder={t('checkout.expiryPlaceholder')}
            />
            <CardInput
              field="securityCode" label={brand?.code.name ?? t('checkout.securityCode')} value={form.securityCode} error={errors.securityCode}
              onChange={(v) => set('securityCode', v.replace(/\D/g, '').slice(0, 4))} testId="card-cvc" inputMode="numeric" autoComplete="cc-csc"
              placeholder={'•'.repeat(brand?.code.size ?? 3)}
            />
          </div>
          <div className="card-form__row">
            <CardInput field="firstName" label={t('checkout.firstName')} value={form.firstName} error={errors.firstName} onChange={(v) => set('firstName', v)} testId="card-first-name" autoComplete="cc-given-name" />
            <CardInput field="lastName" label={t('checkout.lastName')} value={form.lastName} error={errors.lastName} onChange={(v) => set('lastName', v)} testId="card-last-name" autoComplete="cc-family-name" />
          </div>
          <p className="card-form__note">{t('checkout.secureNote')}</p>
          <Button type="submit" block busy={paying} data-testid="card-submit">
            {t('checkout.payAmount', { value: format.price(item.money, item.currency) })}
          </Button>
        </form>
      </>
    );
  }

  return (
    <PageShell title={t('pages.coinsPayment')}>
      <PageBody padded>
        {body}
        <div id={FRAMES_ID} />
      </PageBody>
    </PageShell>
  );
}
