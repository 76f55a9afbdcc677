import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useJournalSettings, useSaveJournalSettings } from '../api/journal-settings';
import { AccessJournal } from './access-journal';
import { NativeSelect } from '@/components/ui/native-select';

const RETENTION_YEARS = [1, 3, 5, 10, 20] as const;

/** The whole account's access journal and how long it is kept (settings, data section). */
export function AccountJournal() {
  const { t } = useTranslation();
  const settings = useJournalSettings();
  const save = useSaveJournalSettings();
  const years = settings.data ? Math.round(settings.data.retention_days / 365) : 3;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="account-journal-title">
      <div className="flex flex-col gap-1">
        <h3 id="account-journal-title" className="flex items-center gap-2 text-base font-semibold">
          <ScrollText aria-hidden className="size-4" />
          {t('journal.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('journal.description')}</p>
      </div>
      <label className="flex w-fit flex-col gap-1 text-xs font-medium">
        {t('journal.retention')}
        <NativeSelect
          value={years}
          disabled={settings.isPending || save.isPending}
          onChange={(event) => save.mutate({ retention_days: Number(event.target.value) * 365 })}
        >
          {RETENTION_YEARS.map((value) => (
            <option key={value} value={value}>
              {t('journal.retentionYears', { count: value })}
            </option>
          ))}
        </NativeSelect>
      </label>
      <AccessJournal />
    </section>
  );
}
