import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PublicDocument } from '../components/public-document';
import { useMarketingTexts } from '../i18n/use-marketing-translation';

/** /terms: the terms of use for practitioners. */
export function TermsPage() {
  const { t } = useTranslation();
  const { terms } = useMarketingTexts();
  return (
    <PublicDocument
      testId="page-terms"
      icon={ScrollText}
      title={t('pages.terms.title')}
      intro={terms.intro}
      sections={terms.sections}
    />
  );
}
