import { ChevronDown, LifeBuoy, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { serviceOperator } from '../content/operator';
import { useMarketingTexts } from '../i18n/use-marketing-translation';

/** /help: a new practitioner's questions, area by area, each answer folded under its question. */
export function HelpPage() {
  const { t } = useTranslation();
  const { help } = useMarketingTexts();
  return (
    <article data-testid="page-help" className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <PageHeading icon={LifeBuoy} title={t('pages.help.title')}>
        {help.intro}
      </PageHeading>
      {help.areas.map((area) => (
        <section
          key={area.id}
          aria-labelledby={`help-${area.id}`}
          data-testid="help-area"
          className="flex flex-col gap-3"
        >
          <h2 id={`help-${area.id}`} className="text-xl font-semibold tracking-tight">
            {area.title}
          </h2>
          <div className="divide-y divide-border rounded-2xl border border-border bg-card shadow-sm">
            {area.questions.map(({ question, answer }) => (
              <details key={question} className="group px-4 py-1">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded py-3 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                  {question}
                  <ChevronDown
                    aria-hidden
                    className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="pb-4 leading-relaxed text-pretty text-muted-foreground">{answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
      <section
        aria-labelledby="help-contact"
        className="flex flex-col gap-2 rounded-2xl border border-primary/20 bg-primary/5 p-5"
      >
        <h2 id="help-contact" className="text-lg font-semibold">
          {help.contactTitle}
        </h2>
        <p className="text-sm">{help.contactText}</p>
        <a
          href={`mailto:${serviceOperator.contactEmail}`}
          className="inline-flex w-fit items-center gap-2 rounded font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Mail aria-hidden className="size-4" />
          {serviceOperator.contactEmail}
        </a>
      </section>
    </article>
  );
}
