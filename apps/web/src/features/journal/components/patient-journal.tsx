import { ChevronDown, ScrollText } from 'lucide-react';
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
      <details className="group p-5 sm:p-6" onToggle={(event) => setOpen(event.currentTarget.open)}>
        {/* The card looks like the others: the chevron says it opens. */}
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded text-lg font-semibold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
          <ScrollText aria-hidden className="size-5 shrink-0 text-primary" />
          <span className="flex-1">{t('journal.patientTitle')}</span>
          <ChevronDown
            aria-hidden
            className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
          />
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
