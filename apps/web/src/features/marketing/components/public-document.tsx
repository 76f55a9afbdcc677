import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading';
import { formatCalendarDate } from '@/lib/format';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { LEGAL_TEXTS_UPDATED_ON } from '../content/texts-updated';
import type { DocumentSection } from '../i18n/marketing-texts';
import { useMarketingTranslation } from '../i18n/use-marketing-translation';

type PublicDocumentProps = {
  testId: string;
  icon: LucideIcon;
  title: string;
  intro: string;
  sections: DocumentSection[];
  /** What comes between the introduction and the sections (the publisher, the cookie table). */
  lead?: ReactNode;
};

const sectionId = (index: number) => `section-${index + 1}`;

/** A legal text: its date, an introduction, a table of contents and numbered sections. */
export function PublicDocument({
  testId,
  icon,
  title,
  intro,
  sections,
  lead,
}: PublicDocumentProps) {
  const { t, i18n } = useMarketingTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <article data-testid={testId} className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeading icon={icon} title={title}>
        {t('updatedOn', { date: formatCalendarDate(LEGAL_TEXTS_UPDATED_ON, language) })}
      </PageHeading>
      <p className="text-base leading-relaxed text-pretty">{intro}</p>
      {lead}
      {sections.length > 1 ? (
        <nav
          aria-label={t('onThisPage')}
          className="rounded-2xl border border-border bg-card/70 p-4 text-sm"
        >
          <p className="mb-2 font-semibold">{t('onThisPage')}</p>
          <ol className="grid gap-1.5 sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.heading}>
                <a
                  href={`#${sectionId(index)}`}
                  className="rounded text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((section, index) => (
        <section
          key={section.heading}
          id={sectionId(index)}
          aria-labelledby={`${sectionId(index)}-title`}
          className="flex scroll-mt-20 flex-col gap-3"
        >
          <h2 id={`${sectionId(index)}-title`} className="text-xl font-semibold tracking-tight">
            {section.heading}
          </h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed text-pretty">
              {paragraph}
            </p>
          ))}
          {section.items ? (
            <ul className="flex list-disc flex-col gap-2 pl-5 leading-relaxed marker:text-primary">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
