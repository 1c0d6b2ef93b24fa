import { use } from 'react';
import { directionOf, toLocaleTag } from '../../../application/i18n/languages';
import { PageBody, PageShell } from '../../shell/PageShell';
import type { LegalDocument, LegalLanguage } from './legal-path';
import { loadLegalText } from './load-legal-text';
import './legal.css';

/**
 * The privacy policy or terms of service in one of their three languages. The text keeps
 * its own language and direction (an Arabic text reads right to left in an English app).
 */
export function LegalPage({ document, language }: { document: LegalDocument; language: LegalLanguage }) {
  const text = use(loadLegalText(document, language));
  const updated = new Intl.DateTimeFormat(toLocaleTag(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(text.updated));
  return (
    <PageShell title={text.title}>
      <PageBody label={text.title}>
        <article className="legal" lang={language} dir={directionOf(language)} data-testid={`legal-${document}-${language}`}>
          <p className="legal__updated">
            {text.updatedLabel}: <time dateTime={text.updated}>{updated}</time>
          </p>
          <p className="legal__intro">{text.intro}</p>
          {text.sections.map((section) => (
            <section key={section.heading}>
              <h2 className="legal__heading">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      </PageBody>
    </PageShell>
  );
}
