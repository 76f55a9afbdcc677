import { ScanFace, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Progress } from '@/components/ui/progress';
import { translateErrorCode } from '@/lib/api-client';
import { faceErrorCodeOf, faceErrorToastText } from '@/lib/face-recognition/face-errors';
import { notify } from '@/lib/notify';
import { useDeletePatientFaces } from '../api/delete-patient-faces';
import { facesQueryKey } from '../api/faces-query-keys';
import { getPatientFaceStatus, usePatientFaceStatus } from '../api/get-patient-face-status';
import { enrolPatientPhotos, type BatchProgress } from '../lib/enrol-patient-photos';
import { enrolPhoto } from '../lib/enrol-photo';
import { fetchPhotoImage } from '../lib/photo-image';

// Photos found faceless this session: asking again would find no face again.
const facelessPhotoIds = new Set<string>();
const faceless = (error: unknown) => {
  const code = faceErrorCodeOf(error);
  return code === 'face.no_face_detected' || code === 'face.no_embedding';
};

/**
 * "Reconnaissance faciale" of a patient: enrols the patient's photos that have no embedding yet
 * (the face of each becomes a reference for suggestions) and deletes them all on request.
 */
export function PatientFaceRecognition({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = usePatientFaceStatus(patientId);
  const remove = useDeletePatientFaces();
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const [confirming, setConfirming] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const enrolled = status.data?.embeddings_count ?? 0;
  const pending = (status.data?.pending_photo_ids ?? []).filter((id) => !facelessPhotoIds.has(id));

  async function activate() {
    const controller = new AbortController();
    abort.current = controller;
    try {
      const fresh = await getPatientFaceStatus(patientId);
      const todo = fresh.pending_photo_ids.filter((id) => !facelessPhotoIds.has(id));
      if (todo.length === 0) {
        notify(t('faces.patient.nothingNew'), { variant: 'info' });
        return;
      }
      setProgress({ done: 0, total: todo.length });
      const outcome = await enrolPatientPhotos(
        todo,
        async (photoId) => {
          try {
            return await enrolPhoto(photoId, await fetchPhotoImage(photoId, controller.signal));
          } catch (error) {
            if (faceless(error)) facelessPhotoIds.add(photoId);
            throw error;
          }
        },
        setProgress,
        controller.signal,
      );
      if (controller.signal.aborted) return;
      if (outcome.stored > 0) notify(t('faces.patient.activated'), { variant: 'success' });
      else
        notify(faceErrorToastText(outcome.lastError, translateErrorCode), {
          variant: 'destructive',
        });
    } catch (error) {
      notify(faceErrorToastText(error, translateErrorCode), { variant: 'destructive' });
    } finally {
      setProgress(null);
      void queryClient.invalidateQueries({ queryKey: facesQueryKey });
    }
  }

  async function deleteData() {
    try {
      const result = await remove.mutateAsync(patientId);
      setConfirming(false);
      notify(t('faces.patient.deleted', { count: result.deleted_count }), { variant: 'success' });
    } catch (error) {
      notify(faceErrorToastText(error, translateErrorCode), { variant: 'destructive' });
    }
  }

  const running = progress !== null;
  return (
    <Card data-testid="patient-face-recognition">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <ScanFace aria-hidden className="size-5 text-primary" />
          {t('faces.patient.title')}
        </CardTitle>
        <CardDescription data-testid="patient-face-status">
          {status.data
            ? [
                t('faces.patient.enrolled', { count: enrolled }),
                pending.length > 0 ? t('faces.patient.pending', { count: pending.length }) : null,
              ]
                .filter(Boolean)
                .join(' · ')
            : t('faces.patient.intro')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {running ? (
          <div className="flex flex-col gap-2" data-testid="patient-face-progress">
            <p className="text-sm" aria-live="polite">
              {t('faces.patient.processing', { done: progress.done, total: progress.total })}
            </p>
            <Progress
              value={progress.done}
              max={progress.total}
              aria-label={t('faces.patient.progressLabel')}
            />
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={running || status.isPending}
            size="wrap"
            onClick={() => void activate()}
          >
            <ScanFace aria-hidden />
            {enrolled > 0 ? t('faces.patient.update') : t('faces.patient.activate')}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={running || enrolled === 0}
            size="wrap"
            className="text-destructive hover:text-destructive"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden />
            {t('faces.patient.delete')}
          </Button>
          <ConfirmDialog
            open={confirming}
            onCancel={() => setConfirming(false)}
            onConfirm={() => void deleteData()}
            title={t('faces.patient.deleteTitle')}
            description={<p>{t('faces.patient.deleteText')}</p>}
            cancelLabel={t('faces.patient.cancel')}
            confirmLabel={t('faces.patient.confirmDelete')}
            confirmIcon={<Trash2 aria-hidden />}
            pending={remove.isPending}
          />
        </div>
      </CardContent>
    </Card>
  );
}
