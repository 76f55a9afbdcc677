import { useTranslation } from 'react-i18next';

/** The document title ("Dossiers · PhotoDossier"); React 19 hoists <title> into <head>. */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return <title>{t('app.documentTitle', { title })}</title>;
}
