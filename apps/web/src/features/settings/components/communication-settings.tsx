import type { NotificationPreferences } from '@photodossier/domain/practice';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { SwitchField } from '@/components/ui/switch-field';
import { notify } from '@/lib/notify';
import { useNotifications, useSaveNotifications } from '../api/practice';
import { addSettingsSectionsTexts } from '../i18n/add-settings-sections-texts';

const SWITCHES = ['import_finished', 'share_opened', 'quota_near'] as const;

/** Spec 01 §2 "communication": the notification switches, saved as each one flips. */
export function CommunicationSettings() {
  addSettingsSectionsTexts();
  const { t } = useTranslation();
  const preferences = useNotifications();
  const save = useSaveNotifications();
  if (!preferences.data) return <Spinner label={t('settingsSections:communication.loading')} />;
  const current: NotificationPreferences = preferences.data;
  const flip = async (key: keyof NotificationPreferences, value: boolean) => {
    try {
      await save.mutateAsync({ [key]: value });
      notify(t('settingsSections:communication.saved'), { variant: 'success' });
    } catch {
      notify(t('settingsSections:communication.failed'), { variant: 'error' });
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t('settingsSections:communication.intro')}</p>
      {SWITCHES.map((key) => (
        <SwitchField
          key={key}
          switchAt="end"
          label={t(`settingsSections:communication.${key}`)}
          checked={current[key]}
          onCheckedChange={(value) => void flip(key, value)}
        />
      ))}
    </div>
  );
}
