import type { DictationRecord } from '@photodossier/domain/dictation';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { dictationsQueryKey } from '@/lib/api/get-dictations';
import { saveDictation } from '../api/save-dictation';
import { uploadErrorText } from '@/lib/uploads/upload-error';
import { discardDictationUpload, uploadDictationAudio } from '../api/upload-dictation-audio';
import {
  forgetPendingRecording,
  listPendingRecordings,
  recordingBlob,
  savePendingRecording,
  type PendingRecording,
} from '../lib/pending-recordings';

// A tus failure carries the request it failed on; an API call's error has its own message.
function errorText(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'originalRequest' in error) {
    return uploadErrorText(error);
  }
  return error instanceof Error ? error.message : String(error);
}

export type SendState = { key: string; progress: number; error: string | null };

/**
 * The recordings still on the device, and their sending: the dictation is created once (its id
 * is kept with the recording), then the audio is uploaded resumably; only a stored answer
 * forgets it.
 */
export function usePendingRecordings(onSent: (dictation: DictationRecord) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingRecording[]>([]);
  const [sending, setSending] = useState<SendState | null>(null);

  const reload = useCallback(async () => {
    setPending(await listPendingRecordings().catch(() => []));
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const send = useCallback(
    async (recording: PendingRecording) => {
      // A recording just stopped is not in the list read at mount: it is shown at once, so
      // its upload has a progress bar (and a failure a place to say so) from the start.
      setPending((current) =>
        current.some((item) => item.key === recording.key) ? current : [...current, recording],
      );
      setSending({ key: recording.key, progress: 0, error: null });
      try {
        let current = recording;
        if (!current.dictationId) {
          const created = await saveDictation(null, {
            title: current.title,
            recorded_on: current.recordedOn,
            patient_id: current.patientId,
            text: '',
          });
          current = { ...current, dictationId: created.id };
          await savePendingRecording(current);
        }
        const stored = await uploadDictationAudio(
          current.dictationId ?? '',
          current.key,
          recordingBlob(current),
          (progress) => setSending({ key: recording.key, progress, error: null }),
        );
        await forgetPendingRecording(recording.key);
        setSending(null);
        await queryClient.invalidateQueries({ queryKey: dictationsQueryKey });
        onSent(stored);
      } catch (error) {
        setSending({
          key: recording.key,
          progress: 0,
          error: errorText(error),
        });
      }
      await reload();
    },
    [onSent, queryClient, reload],
  );

  const discard = useCallback(
    async (key: string) => {
      await discardDictationUpload(key).catch(() => undefined);
      await forgetPendingRecording(key);
      await reload();
    },
    [reload],
  );

  return { pending, sending, send, discard, reload };
}
