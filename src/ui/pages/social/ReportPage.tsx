import { useTranslation } from 'react-i18next';
import { MODERATION } from '../../../application/moderation/moderation.tokens';
import { Spinner } from '../../components/Spinner';
import { EmptyState } from '../../components/EmptyState';
import { useAppServices, useService } from '../../app-services';
import { useGoBack } from '../../shell/use-go-back';
import { useQuery } from '../../hooks/use-query';
import { PageBody, PageShell } from '../../shell/PageShell';
import { ReportForm, type ReportDraftOut } from './ReportForm';

const positive = (value: string | null): number | undefined => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/**
 * /pagesPub/my/report?uid=…&fromType=…[&roomId=…] (001 §2, §3): reporting a user from
 * their page, a chat or a call: the form with the user ID it is about; a sent report
 * thanks and goes back.
 */
export function ReportPage() {
  const { t } = useTranslation();
  const moderation = useService(MODERATION);
  const { toast } = useAppServices();
  const goBack = useGoBack();
  const query = useQuery();
  const uid = positive(query.get('uid'));
  const roomId = positive(query.get('roomId'));
  const fromType = query.get('fromType') ?? 'report_page';

  const submit = async (draft: ReportDraftOut) => {
    if (moderation === null || uid === undefined) return false;
    const result = await moderation.report({ targetUid: uid, fromType, ...draft, ...(roomId === undefined ? {} : { roomId }) });
    toast.show({ key: result.ok ? 'social.report.done' : 'social.report.failed' });
    if (result.ok) goBack();
    return result.ok;
  };

  return (
    <PageShell title={t('pages.report')}>
      <PageBody padded>
        {uid === undefined ? (
          <EmptyState title={t('pages.report')} body={t('social.report.noUser')} />
        ) : moderation === null ? (
          <Spinner />
        ) : (
          <>
            <p className="social-form__subject" data-testid="report-target">
              {t('social.report.userId', { uid })}
            </p>
            <ReportForm moderation={moderation} onSubmit={submit} />
          </>
        )}
      </PageBody>
    </PageShell>
  );
}
