import { useTranslation } from 'react-i18next';
import { APP_LANGUAGES, AUTONYMS, directionOf, PSEUDO_LOCALE, PSEUDO_LOCALE_AUTONYM } from '../../../application/i18n/languages';
import { useAppServices } from '../../app-services';
import { CheckIcon } from '../../components/icons/page-icons';
import { ListButtonRow, ListGroup } from '../../components/ListRow';
import { useLiveState } from '../../hooks/use-live-state';
import { PageBody, PageShell } from '../../shell/PageShell';
import '../pages.css';

/**
 * /pagesPub/my/language: every interface language by its own name; a choice applies at once and is kept.
 * A development build adds the pseudo-locale last.
 */
export function LanguagePage() {
  const { t } = useTranslation();
  const { language } = useAppServices();
  const current = useLiveState(language.language$);
  const pseudo = useLiveState(language.pseudoLocale$);
  return (
    <PageShell title={t('pages.language')}>
      <PageBody>
        <div className="settings-list">
          <ListGroup title={t('language.all')}>
            {APP_LANGUAGES.map((code) => (
              <ListButtonRow
                key={code}
                selected={!pseudo && code === current}
                onClick={() => language.setLanguage(code)}
                data={{ 'data-testid': 'language-option', 'data-lang': code }}
                title={
                  <span className="language-autonym" lang={code} dir={directionOf(code)}>
                    {AUTONYMS[code]}
                  </span>
                }
                subtitle={t(`language.names.${code}`)}
                value={!pseudo && code === current ? <CheckIcon className="language-check" /> : null}
              />
            ))}
            {language.pseudoLocaleAllowed && (
              <ListButtonRow
                selected={pseudo}
                onClick={() => language.showPseudoLocale()}
                data={{ 'data-testid': 'language-option', 'data-lang': PSEUDO_LOCALE }}
                title={<span className="language-autonym">{PSEUDO_LOCALE_AUTONYM}</span>}
                value={pseudo ? <CheckIcon className="language-check" /> : null}
              />
            )}
          </ListGroup>
        </div>
      </PageBody>
    </PageShell>
  );
}
