import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PublicDocument } from '../components/public-document';
import { useMarketingTexts } from '../i18n/use-marketing-translation';

/** /privacy: what PhotoDossier processes, why, for how long, and everyone's rights (GDPR). */
export function PrivacyPage() {
  const { t } = useTranslation();
  const { privacy } = useMarketingTexts();
  return (
    <PublicDocument
      testId="page-privacy"
      icon={ShieldCheck}
      title={t('pages.privacy.title')}
      intro={privacy.intro}
      sections={privacy.sections}
    />
  );
}
