import type { DictationRecord } from '@photodossier/domain/dictation';
import { FileAudio } from 'lucide-react';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { DurationText } from './duration-text';

/** A dictation in one line: its title, then day, patient and length. */
export function DictationSummary({ dictation }: { dictation: DictationRecord }) {
  // The day as every date of the app: the reader's language and "Format des dates".
  const day = formatDate(dictation.recorded_on, useDateDisplay());
  return (
    <>
      <FileAudio aria-hidden className="size-5 shrink-0 text-primary" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{dictation.title}</span>
        <span className="truncate text-xs text-muted-foreground">
          {[day, dictation.patient_name].filter(Boolean).join(' · ')}
          {dictation.duration_ms === null ? null : (
            <>
              {' · '}
              <DurationText seconds={dictation.duration_ms / 1000} />
            </>
          )}
        </span>
      </span>
    </>
  );
}
