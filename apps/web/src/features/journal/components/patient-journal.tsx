import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { AccessJournal } from './access-journal';

/** A patient's access journal, read only when opened. */
export function PatientJournal({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <details className="p-5 sm:p-6" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="flex cursor-pointer items-center gap-2 text-lg font-semibold tracking-tight">
          <ScrollText aria-hidden className="size-5 text-primary" />
          {t('journal.patientTitle')}
        </summary>
        {open ? (
          <div className="mt-4">
            <AccessJournal patientId={patientId} />
          </div>
        ) : null}
      </details>
    </Card>
  );
}
