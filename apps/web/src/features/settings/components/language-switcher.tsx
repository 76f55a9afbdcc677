import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { toSupportedLanguage, type Language } from '@/lib/i18n/languages';

const languages: readonly Language[] = ['fr', 'en'];

/** FR / EN toggle; i18next caches the choice under i18nextLng and updates <html lang>. */
export function LanguageSwitcher({
  className,
  onChange,
}: {
  className?: string;
  /** Called after a switch, e.g. to keep the choice in the user's settings too. */
  onChange?: (language: Language) => void;
}) {
  const { t, i18n } = useTranslation();
  const current = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex rounded-lg border border-border bg-card p-0.5', className)}
    >
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          aria-label={t(`language.${language}`)}
          onClick={() => {
            void i18n.changeLanguage(language);
            onChange?.(language);
          }}
          className={cn(
            'h-8 min-w-9 rounded-md px-2 text-xs font-semibold uppercase transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            current === language
              ? 'bg-primary text-primary-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {language}
        </button>
      ))}
    </div>
  );
}
