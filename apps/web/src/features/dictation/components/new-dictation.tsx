import { isIsoCalendarDate, localCalendarDay } from '@photodossier/domain/calendar-date';
import { Mic } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PatientSelectField } from '@/components/patient-select-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { DateInput } from '@/components/ui/date-input';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { lazyWhenPossible } from '@/lib/load-when-possible';
import { savePendingRecording, type PendingRecording } from '../lib/pending-recordings';

// MediaRecorder, the analyser and their UI load only when a dictation starts.
const Recorder = lazyWhenPossible(
  () => import('./recorder'),
  (module) => module.default,
);

const today = () => localCalendarDay(new Date());

/** Title, day and patient, then the recorder; the recording is kept on the device as it grows. */
export function NewDictation({
  onRecorded,
}: {
  onRecorded: (recording: PendingRecording) => void;
}) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const [title, setTitle] = useState('');
  const [recordedOn, setRecordedOn] = useState(today);
  const [patientId, setPatientId] = useState('');
  const [recording, setRecording] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef('');

  function pending(chunks: Blob[], type: string): PendingRecording {
    return {
      key: key.current,
      title: title.trim() || t('dictation.defaultTitle', { date: formatDate(recordedOn, dates) }),
      recordedOn,
      patientId: patientId || null,
      type,
      chunks,
      startedAt: Number(key.current.split('-')[0]),
      dictationId: null,
    };
  }

  return (
    <div className="flex flex-col gap-4" data-testid="new-dictation">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('dictation.fields.title')}>
          {(control) => (
            <Input
              {...control}
              value={title}
              maxLength={160}
              disabled={recording}
              placeholder={t('dictation.defaultTitle', { date: formatDate(recordedOn, dates) })}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('dictation.fields.date')}>
          {(control) => (
            <DateInput
              {...control}
              value={recordedOn}
              disabled={recording}
              onValueChange={(day) => isIsoCalendarDate(day) && setRecordedOn(day)}
            />
          )}
        </FormField>
      </div>
      <PatientSelectField
        value={patientId}
        onChange={setPatientId}
        currentName={null}
        searchLabel={t('dictation.fields.patientSearch')}
        searchPlaceholder={t('dictation.patientSearchPlaceholder')}
        label={t('dictation.fields.patient')}
        emptyLabel={t('dictation.noPatient')}
      />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {recording ? (
        <Suspense fallback={<Spinner />}>
          <Recorder
            onProgress={(chunks, type) => void savePendingRecording(pending(chunks, type))}
            onStopped={(chunks, type) => {
              setRecording(false);
              const done = pending(chunks, type);
              void savePendingRecording(done).then(() => onRecorded(done));
            }}
            onError={(message) => {
              setRecording(false);
              setError(message);
            }}
          />
        </Suspense>
      ) : (
        <div>
          <Button
            type="button"
            onClick={() => {
              setError(null);
              key.current = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
              setRecording(true);
            }}
          >
            <Mic aria-hidden />
            {t('dictation.record')}
          </Button>
        </div>
      )}
    </div>
  );
}
