import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTONYMS } from '../../../application/i18n/languages';
import { useAppServices } from '../../app-services';
import { GlobeIcon, TranslateIcon } from '../../components/icons/page-icons';
import { ListControlRow, ListGroup, ListLinkRow } from '../../components/ListRow';
import { Toggle } from '../../components/Toggle';
import { useLiveState } from '../../hooks/use-live-state';
import { PageBody, PageShell } from '../../shell/PageShell';
import '../pages.css';

/** /pagesPub/my/general: automatic translation of received messages, and the language. */
export function GeneralPage() {
  const { t } = useTranslation();
  const { general, language } = useAppServices();
  const autoTranslate = useLiveState(general.autoTranslate$);
  const current = useLiveState(language.language$);
  const toggleId = useId();
  return (
    <PageShell title={t('pages.general')}>
      <PageBody>
        <div className="settings-list">
          <ListGroup>
            <ListControlRow
              controlId={toggleId}
              icon={<TranslateIcon small />}
              title={t('general.autoTranslate')}
              subtitle={t('general.autoTranslateHint')}
              control={<Toggle id={toggleId} checked={autoTranslate} onChange={(on) => void general.setAutoTranslate(on)} />}
            />
            <ListLinkRow
              to="/pagesPub/my/language"
              icon={<GlobeIcon small />}
              title={t('settings.language')}
              value={<span lang={current}>{AUTONYMS[current]}</span>}
            />
          </ListGroup>
        </div>
      </PageBody>
    </PageShell>
  );
}
