import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpendLimitsState } from '../../../application/contracts/spending/spend-limits-state';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import type { SpendLimitsStore } from '../../../application/spending/spend-limits-store';
import { SPENDING } from '../../../application/spending/spending.tokens';
import { SPEND_LIMIT_MAX, SPEND_PERIODS, type SpendPeriod } from '../../../domain/money/spend-limits';
import { useAppServices, useService } from '../../app-services';
import { Button } from '../../components/Button';
import { ListGroup, ListLinkRow } from '../../components/ListRow';
import { LoadFailure } from '../../components/LoadFailure';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { useLiveState } from '../../hooks/use-live-state';
import { PageBody, PageShell } from '../../shell/PageShell';
import { parseLimitInput } from './limit-input';
import './spending.css';

const TEST_IDS: Readonly<Record<SpendPeriod, string>> = { daily: 'spend-limit-daily', monthly: 'spend-limit-monthly' };

/** Settings › Spending limits (issue #19): a daily and a monthly coin limit, what was spent under each, and a raise waiting its day. */
export function SpendingCarePage() {
  const { t } = useTranslation();
  const spending = useService(SPENDING);
  return (
    <PageShell title={t('pages.spendingCare')}>
      <PageBody padded>{spending === null ? <Spinner label={t('common.loading')} /> : <LoadedLimits spending={spending} />}</PageBody>
    </PageShell>
  );
}

function LoadedLimits({ spending }: { spending: SpendLimitsStore }) {
  const { t } = useTranslation();
  const limits = useLiveState(spending.limits$);
  useEffect(() => {
    void spending.loadLimits();
  }, [spending]);
  if (limits.status === 'loading') return <Spinner label={t('common.loading')} />;
  if (limits.status === 'error') return <LoadFailure code={limits.code} scope="spending" testIdPrefix="spending" onRetry={() => void spending.loadLimits()} />;
  return <LimitsForm state={limits.data} save={spending.saveLimits} />;
}

function LimitsForm({ state, save }: { state: SpendLimitsState; save: SpendLimitsStore['saveLimits'] }) {
  const { t, i18n } = useTranslation();
  const { toast } = useAppServices();
  const shown = (p: SpendPeriod) => String(state[p].pending?.limit ?? state[p].limit ?? '');
  const [texts, setTexts] = useState<Record<SpendPeriod, string>>({ daily: shown('daily'), monthly: shown('monthly') });
  const [busy, setBusy] = useState(false);
  const parsed = { daily: parseLimitInput(texts.daily), monthly: parseLimitInput(texts.monthly) };
  const time = (at: number) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  const coins = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.daily.ok || !parsed.monthly.ok) return;
    setBusy(true);
    const outcome = await save({ daily: parsed.daily.limit, monthly: parsed.monthly.limit });
    setBusy(false);
    toast.show({ key: outcome.ok ? 'spending.saved' : 'spending.saveFailed' });
  }

  return (
    <form className="spending-form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="spending-form__intro">{t('spending.intro')}</p>
      {SPEND_PERIODS.map((p) => {
        const period = state[p];
        const invalid = !parsed[p].ok;
        return (
          <section key={p} className="spending-period" aria-label={t(`spending.${p}`)}>
            <TextField
              label={t(`spending.${p}`)}
              value={texts[p]}
              onChange={(value) => setTexts((now) => ({ ...now, [p]: value }))}
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('spending.noLimit')}
              aria-invalid={invalid || undefined}
              hint={invalid ? <span role="alert">{t('spending.invalid', { max: coins(SPEND_LIMIT_MAX) })}</span> : t('spending.noLimitHint')}
              data-testid={TEST_IDS[p]}
            />
            <p className="spending-period__status">
              {period.limit === null
                ? t('spending.spentNoLimit', { spent: coins(period.spent) })
                : t('spending.spentOf', { spent: coins(period.spent), limit: coins(period.limit) })}{' '}
              · {t('spending.resets', { time: time(period.resets_at) })}
            </p>
            {period.pending !== null ? (
              <p className="spending-period__pending" role="status">
                {period.pending.limit === null
                  ? t('spending.pendingRemove', { time: time(period.pending.at) })
                  : t('spending.pending', { limit: coins(period.pending.limit), time: time(period.pending.at) })}
              </p>
            ) : null}
          </section>
        );
      })}
      <Button type="submit" variant="primary" block busy={busy} disabled={!parsed.daily.ok || !parsed.monthly.ok} data-testid="spend-limit-save">
        {t('spending.save')}
      </Button>
      <ListGroup>
        <ListLinkRow to={ROUTE_PATHS.spendingHistory} title={t('spending.historyLink')} />
      </ListGroup>
    </form>
  );
}
