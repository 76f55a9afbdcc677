import { useDateDisplay } from '@/lib/date-display';
import { formatDuration, formatSpokenDuration } from '@/lib/format';

/**
 * A duration as the eye reads it ("1:05", spec: m:ss) and as a screen reader says it
 * (« 1 minute et 5 secondes »), which would otherwise read the clock as a time of day.
 */
export function DurationText({ seconds }: { seconds: number | null | undefined }) {
  const { language } = useDateDisplay();
  return (
    <>
      <span aria-hidden>{formatDuration(seconds)}</span>
      <span className="sr-only">{formatSpokenDuration(seconds, language)}</span>
    </>
  );
}
