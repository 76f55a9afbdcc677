import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessJournal } from './access-journal';

/** A patient's access journal, read only when opened. */
export function PatientJournal({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-2xl border border-border bg-card p-4"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
        <ScrollText aria-hidden className="size-4" />
        {t('journal.patientTitle')}
      </summary>
      {open ? (
        <div className="mt-3">
          <AccessJournal patientId={patientId} />
        </div>
      ) : null}
    </details>
  );
}
