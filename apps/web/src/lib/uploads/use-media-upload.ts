import type { PhotoRecord } from '@photodossier/domain/media-record';
import { validateUpload } from '@photodossier/domain/upload-validation';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorCode } from '@/lib/api-client';
import { useStore } from '@/lib/create-store';
import { notify } from '@/lib/notify';
import { fileMimeType } from './file-mime-type';
import {
  cancelUpload,
  enqueueUpload,
  forgetUploadJobs,
  retryUpload,
  type UploadJob,
} from './upload-runner';
import {
  addUploadItem,
  clearFinishedUploads,
  isUploadActive,
  uploadItems,
  uploadStore,
} from './upload-store';
import { patientKeys, photoKeys } from '@/lib/api/query-keys';

export type UploadRequest = {
  /** The patient the files belong to; without one they go to the unassigned photos. */
  patientId?: string | undefined;
  /** Extra tus metadata for every file of the request (capture source, session). */
  metadata?: UploadJob['metadata'];
  /** Each file recorded by the server, with the photo it became. */
  onUploaded?: (photo: PhotoRecord | null, file: File) => void;
  /** Each failed attempt of a file; a retry from the panel may still succeed. */
  onFailed?: (file: File, error: unknown) => void;
};

export type UploadStart = {
  /** Files sent on their way. */
  accepted: number;
  /** Files refused before sending (type, size, empty); their rows carry the reason. */
  rejected: number;
  /** Set when nothing was sent because the device is offline. */
  refused: 'offline' | null;
};

let sequence = 0;
function nextUploadId(): string {
  sequence += 1;
  return `upload-${Date.now().toString(36)}-${sequence}`;
}

/**
 * Uploads photos and videos (spec 01 §4): refuses to start offline, checks each file's type
 * and size first, makes a video poster in the browser, then sends each file with tus and
 * resumes after a failure. Progress lives in a store shared by every upload button.
 */
export function useMediaUpload() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const items = useStore(uploadStore);

  const upload = useCallback(
    (files: Iterable<File>, request: UploadRequest = {}): UploadStart => {
      const chosen = [...files];
      if (chosen.length === 0) return { accepted: 0, rejected: 0, refused: null };
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        notify(translateErrorCode('upload.offline'), { variant: 'destructive' });
        return { accepted: 0, rejected: 0, refused: 'offline' };
      }

      const onDone = (photo: PhotoRecord | null, fileName: string) => {
        void queryClient.invalidateQueries({ queryKey: photoKeys.all });
        void queryClient.invalidateQueries({ queryKey: patientKeys.all });
        notify(t('media.upload.doneToast', { name: photo?.filename || fileName }), {
          variant: 'success',
          // One toast that follows the batch instead of a pile of them.
          id: 'media-upload-done',
        });
      };

      let accepted = 0;
      let rejected = 0;
      for (const file of chosen) {
        const id = nextUploadId();
        const check = validateUpload({ size: file.size, type: fileMimeType(file) });
        const base = {
          id,
          fileName: file.name,
          patientId: request.patientId ?? null,
          bytesSent: 0,
          bytesTotal: file.size,
          bytesPerSecond: 0,
          duration: null,
        };
        if (!check.ok) {
          rejected += 1;
          addUploadItem({
            ...base,
            mediaType: null,
            status: 'error',
            error: translateErrorCode(check.code, check.params),
            retryable: false,
          });
          continue;
        }
        accepted += 1;
        addUploadItem({
          ...base,
          mediaType: check.mediaType,
          status: 'queued',
          error: null,
          retryable: true,
        });
        enqueueUpload({
          id,
          file,
          mimeType: check.mimeType,
          video: check.mediaType === 'video',
          patientId: request.patientId ?? null,
          ...(request.metadata ? { metadata: request.metadata } : {}),
          offlineText: () => translateErrorCode('upload.offline'),
          onDone: (photo, fileName) => {
            onDone(photo, fileName);
            request.onUploaded?.(photo, file);
          },
          onFailed: (error) => request.onFailed?.(file, error),
        });
      }
      return { accepted, rejected, refused: null };
    },
    [queryClient, t],
  );

  const cancel = useCallback((id: string) => void cancelUpload(id), []);

  const retry = useCallback((id: string) => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      notify(translateErrorCode('upload.offline'), { variant: 'destructive' });
      return;
    }
    retryUpload(id);
  }, []);

  const clearFinished = useCallback(() => {
    forgetUploadJobs(
      uploadItems()
        .filter((item) => !isUploadActive(item))
        .map((item) => item.id),
    );
    clearFinishedUploads();
  }, []);

  return { items, upload, cancel, retry, clearFinished };
}
