import type { DictationRecord } from '@photodossier/domain/dictation';
import { FileAudio } from 'lucide-react';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';

function formatDuration(ms: number | null): string {
  if (ms === null) return '';
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

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
          {[day, dictation.patient_name, formatDuration(dictation.duration_ms)]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </span>
    </>
  );
}
