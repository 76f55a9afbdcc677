import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import changelogMarkdown from '../../../../../../CHANGELOG.md?raw';
import { PageHeading } from '@/components/page-heading';
import { formatCalendarDate } from '@/lib/format';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { parseChangelog, splitInlineMarks } from '../lib/changelog';
import { useMarketingTranslation } from '../i18n/use-marketing-translation';

function InlineMarks({ line }: { line: string }) {
  return splitInlineMarks(line).map((part, index) =>
    part.kind === 'strong' ? (
      <strong key={index}>{part.text}</strong>
    ) : part.kind === 'code' ? (
      <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
        {part.text}
      </code>
    ) : (
      part.text
    ),
  );
}

/** /changelog: CHANGELOG.md from the repository, in the reader's language, newest first. */
export function ChangelogPage() {
  const { t } = useTranslation();
  const { t: tm, i18n } = useMarketingTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const releases = parseChangelog(changelogMarkdown);
  return (
    <article data-testid="page-changelog" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeading icon={Newspaper} title={t('pages.changelog.title')}>
        {tm('changelog.intro')}
      </PageHeading>
      <ol className="flex flex-col gap-4">
        {releases.map((release) => {
          const notes = release.notes[language];
          return (
            <li key={release.version} data-testid="changelog-release">
              <section
                aria-labelledby={`release-${release.version}`}
                className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
              >
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                  <span className="rounded-full bg-primary/10 px-2.5 py-0.5 font-semibold text-primary">
                    {tm('changelog.version', { version: release.version })}
                  </span>
                  <time dateTime={release.date}>{formatCalendarDate(release.date, language)}</time>
                </p>
                <h2
                  id={`release-${release.version}`}
                  className="mt-3 text-xl font-semibold tracking-tight"
                >
                  {notes.title}
                </h2>
                <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 leading-relaxed marker:text-primary">
                  {notes.items.map((item) => (
                    <li key={item}>
                      <InlineMarks line={item} />
                    </li>
                  ))}
                </ul>
              </section>
            </li>
          );
        })}
      </ol>
    </article>
  );
}
