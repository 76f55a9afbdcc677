import type { DictationRecord } from '@photodossier/domain/dictation';
import { Mic } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictationSummary } from '@/components/dictation-summary';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDictations } from '@/lib/api/get-dictations';

/**
 * The patient's dictations, then the others; only those with a text, since a recording not yet
 * transcribed or typed has nothing to insert.
 */
function candidates(
  patientPages: { items: DictationRecord[] }[] | undefined,
  allPages: { items: DictationRecord[] }[] | undefined,
): DictationRecord[] {
  const own = (patientPages ?? []).flatMap((page) => page.items);
  const ownIds = new Set(own.map((dictation) => dictation.id));
  const others = (allPages ?? [])
    .flatMap((page) => page.items)
    .filter((dictation) => !ownIds.has(dictation.id));
  return [...own, ...others].filter((dictation) => dictation.text.trim().length > 0);
}

/** Picks one of the practitioner's dictations for the description of the procedure. */
export function DictationPicker({
  patientId,
  onPick,
}: {
  patientId: string;
  onPick: (dictation: DictationRecord) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const ofPatient = useDictations(
    { q: search, patientId },
    { enabled: open && patientId.length > 0 },
  );
  const all = useDictations({ q: search }, { enabled: open });
  const list = candidates(patientId ? ofPatient.data?.pages : [], all.data?.pages);
  const pending = all.isPending || (patientId.length > 0 && ofPatient.isPending);
  const error = all.error ?? ofPatient.error;

  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Mic aria-hidden />
        {t('reports.dictation.insert')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('app.close')} data-testid="report-dictation-picker">
          <DialogHeader>
            <DialogTitle>{t('reports.dictation.title')}</DialogTitle>
            <DialogDescription>{t('reports.dictation.description')}</DialogDescription>
          </DialogHeader>
          <Input
            type="search"
            aria-label={t('reports.dictation.search')}
            placeholder={t('reports.dictation.search')}
            value={search}
            maxLength={120}
            onChange={(event) => setSearch(event.target.value)}
          />
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error.message}
            </p>
          ) : pending ? (
            <Spinner className="py-6" />
          ) : list.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('reports.dictation.empty')}</p>
          ) : (
            <ul
              aria-label={t('reports.dictation.listLabel')}
              className="flex max-h-80 flex-col gap-1 overflow-y-auto"
            >
              {list.map((dictation) => (
                <li key={dictation.id}>
                  <button
                    type="button"
                    className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                    onClick={() => {
                      onPick(dictation);
                      setOpen(false);
                    }}
                  >
                    <DictationSummary dictation={dictation} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
