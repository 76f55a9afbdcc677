import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PublicDocument } from '../components/public-document';
import { serviceOperator } from '../content/operator';
import { useMarketingTexts } from '../i18n/use-marketing-translation';

/** /legal: the LCEN legal notice, with the publisher and the HDS host. */
export function LegalPage() {
  const { t } = useTranslation();
  const { legal } = useMarketingTexts();
  const identity = [
    { label: legal.identity.publisher, value: serviceOperator.publisher },
    { label: legal.identity.address, value: serviceOperator.address },
    { label: legal.identity.registration, value: serviceOperator.registration },
    { label: legal.identity.director, value: serviceOperator.director },
    { label: legal.identity.contact, value: serviceOperator.contactEmail, mail: true },
    { label: legal.identity.privacy, value: serviceOperator.privacyEmail, mail: true },
    { label: legal.identity.host, value: serviceOperator.host },
    { label: legal.identity.hostCertification, value: serviceOperator.hostCertification },
  ];
  return (
    <PublicDocument
      testId="page-legal"
      icon={Scale}
      title={t('pages.legal.title')}
      intro={legal.intro}
      sections={legal.sections}
      lead={
        <section
          aria-labelledby="legal-identity"
          className="rounded-2xl border border-border bg-card p-5 shadow-sm"
        >
          <h2 id="legal-identity" className="mb-3 text-lg font-semibold">
            {legal.identityTitle}
          </h2>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            {identity.map(({ label, value, mail }) => (
              <div key={label} className="contents">
                <dt className="font-medium text-muted-foreground">{label}</dt>
                <dd className="break-words">
                  {mail ? (
                    <a
                      className="text-primary underline underline-offset-4"
                      href={`mailto:${value}`}
                    >
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      }
    />
  );
}
