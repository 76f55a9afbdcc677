import type { TextKey } from '@/lib/i18n/keys';
import { DATE_FORMATS, type DateFormat } from '@photodossier/domain/app-preferences';
import type { UserSettings } from '@photodossier/domain/user-settings';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/lib/notify';
import { useUpdateSettings } from '@/lib/settings/update-settings';
import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';
import { NativeSelect } from '@/components/ui/native-select';

const dateFormatLabels: Record<DateFormat, TextKey> = {
  'DD/MM/YYYY': 'accountSettings.display.dateFormats.dayFirst',
  'MM/DD/YYYY': 'accountSettings.display.dateFormats.monthFirst',
  'YYYY-MM-DD': 'accountSettings.display.dateFormats.iso',
};

function isDateFormat(value: string): value is DateFormat {
  return (DATE_FORMATS as readonly string[]).includes(value);
}

/** Language (kept locally and in the settings), theme (local only), date format. */
export function DisplaySettings({ userId, settings }: { userId: string; settings: UserSettings }) {
  const { t } = useTranslation();
  const update = useUpdateSettings(userId);

  const save = async (patch: Partial<Pick<UserSettings, 'language' | 'dateFormat'>>) => {
    try {
      if ((await update.mutateAsync({ patch })) === 'saved') {
        notify(t('notices:settings.configuration_saved'), { variant: 'success' });
      }
    } catch {
      notify(t('errors:settings.save_failed'), { variant: 'error' });
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-sm font-medium">{t('accountSettings.display.language')}</span>
        <LanguageSwitcher onChange={(language) => void save({ language })} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">{t('accountSettings.display.theme')}</span>
          <span className="text-xs text-muted-foreground">
            {t('accountSettings.display.themeHint')}
          </span>
        </div>
        <ThemeSwitcher />
      </div>
      <FormField label={t('accountSettings.display.dateFormat')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={settings.dateFormat}
            onChange={(event) => {
              const value = event.target.value;
              if (isDateFormat(value)) void save({ dateFormat: value });
            }}
          >
            {DATE_FORMATS.map((format) => (
              <option key={format} value={format}>
                {t(dateFormatLabels[format])}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}
