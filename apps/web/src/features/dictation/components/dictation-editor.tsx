import { isIsoCalendarDate } from '@photodossier/domain/calendar-date';
import type { DictationBody, DictationRecord } from '@photodossier/domain/dictation';
import { Download, Save, Sparkles, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PatientSelectField } from '@/components/patient-select-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { DateInput } from '@/components/ui/date-input';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { dictationAudioUrl } from '../api/get-dictations';
import { useDeleteDictation } from '../api/delete-dictation';
import { useSaveDictation } from '../api/save-dictation';
import { useTranscribeDictation } from '../api/transcribe-dictation';
import { useTranscriptionStatus } from '../api/get-transcription-status';

function bodyOf(dictation: DictationRecord): DictationBody {
  return {
    title: dictation.title,
    recorded_on: dictation.recorded_on,
    patient_id: dictation.patient_id,
    text: dictation.text,
  };
}

/** One dictation: listen, download, correct the text, transcribe, or send to the trash. */
export function DictationEditor({
  dictation,
  onDeleted,
  onDirtyChange,
}: {
  dictation: DictationRecord;
  onDeleted: () => void;
  /** Whether what is on screen differs from what the server holds (the page asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<DictationBody>(() => bodyOf(dictation));
  // What the server holds: the dictation as opened, then each save or transcription.
  const [stored, setStored] = useState<DictationBody>(() => bodyOf(dictation));
  const dirty = JSON.stringify(value) !== JSON.stringify(stored);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const save = useSaveDictation();
  const transcribe = useTranscribeDictation();
  const remove = useDeleteDictation();
  const status = useTranscriptionStatus();
  // The transcription replaces the text on the server too: a text already written is asked for.
  const [confirmReplace, setConfirmReplace] = useState(false);
  const runTranscription = () =>
    transcribe.mutate(dictation.id, {
      onSuccess: (done) => {
        setConfirmReplace(false);
        setValue((current) => ({ ...current, text: done.text }));
        setStored((current) => ({ ...current, text: done.text }));
      },
      onError: (error) => {
        setConfirmReplace(false);
        notify(error.message, { variant: 'error' });
      },
    });

  return (
    <div className="flex flex-col gap-4" data-testid="dictation-editor">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('dictation.fields.title')}>
          {(control) => (
            <Input
              {...control}
              value={value.title}
              maxLength={160}
              onChange={(event) => setValue({ ...value, title: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('dictation.fields.date')}>
          {(control) => (
            <DateInput
              {...control}
              value={value.recorded_on}
              onValueChange={(day) =>
                isIsoCalendarDate(day) && setValue({ ...value, recorded_on: day })
              }
            />
          )}
        </FormField>
      </div>
      <PatientSelectField
        value={value.patient_id ?? ''}
        onChange={(patientId) => setValue({ ...value, patient_id: patientId || null })}
        currentName={dictation.patient_name}
        searchLabel={t('dictation.fields.patientSearch')}
        searchPlaceholder={t('dictation.patientSearchPlaceholder')}
        label={t('dictation.fields.patient')}
        emptyLabel={t('dictation.noPatient')}
      />
      {dictation.has_audio ? (
        <div className="flex flex-wrap items-center gap-3">
          <audio
            controls
            preload="metadata"
            src={dictationAudioUrl(dictation.id)}
            aria-label={t('dictation.player')}
          />
          <Button asChild variant="outline" size="sm">
            <a href={dictationAudioUrl(dictation.id, true)} download>
              <Download aria-hidden />
              {t('dictation.download')}
            </a>
          </Button>
        </div>
      ) : null}
      {status.data && !status.data.configured ? (
        <p role="note" className="rounded-lg border border-border bg-muted/50 px-3 py-2 text-sm">
          {t('dictation.transcriptionNotConfigured')}
        </p>
      ) : null}
      <FormField label={t('dictation.fields.text')}>
        {(control) => (
          <Textarea
            {...control}
            rows={10}
            value={value.text}
            onChange={(event) => setValue({ ...value, text: event.target.value })}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              { id: dictation.id, body: value },
              {
                onSuccess: () => {
                  // What was sent is what the server holds now.
                  setStored(value);
                  notify(t('dictation.saved'), { variant: 'success' });
                },
                onError: (error) => notify(error.message, { variant: 'error' }),
              },
            )
          }
        >
          <Save aria-hidden />
          {t('dictation.save')}
        </Button>
        {status.data?.configured && dictation.has_audio ? (
          <Button
            type="button"
            variant="outline"
            disabled={transcribe.isPending}
            onClick={() => (value.text.trim() ? setConfirmReplace(true) : runTranscription())}
          >
            <Sparkles aria-hidden />
            {transcribe.isPending ? t('dictation.transcribing') : t('dictation.transcribe')}
          </Button>
        ) : null}
        <Button
          type="button"
          variant="outline"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(dictation.id, {
              onSuccess: () => {
                notify(t('dictation.trashed'), { variant: 'success' });
                onDeleted();
              },
              onError: (error) => notify(error.message, { variant: 'error' }),
            })
          }
        >
          <Trash2 aria-hidden />
          {t('dictation.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmReplace}
        onCancel={() => setConfirmReplace(false)}
        onConfirm={runTranscription}
        title={t('dictation.replaceTitle')}
        description={t('dictation.replaceText')}
        confirmLabel={t('dictation.transcribe')}
        cancelLabel={t('dictation.cancel')}
        pending={transcribe.isPending}
      />
    </div>
  );
}
