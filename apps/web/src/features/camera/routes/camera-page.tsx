import type { PatientRecord } from '@photodossier/domain/patient';
import type { CameraSettings } from '@photodossier/domain/user-settings';
import { patientDisplayName } from '@photodossier/domain/display-names';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { sendSavedPhotosByEmail } from '@/lib/email/auto-send';
import {
  canRemoveBackground,
  queueBackgroundRemoval,
} from '@/lib/background-removal/background-removal-queue';
import { openImportDialog } from '@/lib/import-dialog';
import { notify } from '@/lib/notify';
import { useSettings } from '@/lib/settings/get-settings';
import { useUpdateSettings } from '@/lib/settings/update-settings';
import { useMediaUpload } from '@/lib/uploads/use-media-upload';
import { usePatient } from '@/lib/api/get-patient';
import { usePreviousPhoto } from '../api/get-previous-photo';
import { CameraPatientChooser } from '../components/camera-patient-chooser';
import { CameraProblemScreen } from '../components/camera-problem-screen';
import { CameraView } from '../components/camera-view';
import { LeaveCameraDialog } from '../components/leave-camera-dialog';
import { LeftoverNotice } from '../components/leftover-notice';
import { useCaptureQueue, type Capture } from '../hooks/use-capture-queue';
import { useCaptureTargetLabels } from '../hooks/use-capture-target-labels';
import { analyseCapture, keepCaptureFace } from '../lib/analyse-capture';
import { cameraBackgroundRemoval, cameraPreferences } from '../lib/camera-preferences';
import { sameCaptureTarget, type CaptureTarget } from '../lib/capture-naming';
import { addCameraTexts } from '../i18n/add-camera-texts';

type Target =
  | { mode: 'patient'; patientId: string }
  | { mode: 'quick' }
  | { mode: 'unassigned' }
  | { mode: 'choose' };

/**
 * /camera/{patientId}: shots for that patient. /camera: choose the patient, or none.
 * /camera?quick=true (the camera button): shots go to the unassigned photos with their face and
 * suggested patient, then the import dialog offers to file them.
 */
export function CameraPage({ userId }: { userId: string }) {
  addCameraTexts();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { patientId } = useParams();
  const [searchParams] = useSearchParams();
  const quick = searchParams.get('quick') === 'true';
  const [withoutPatient, setWithoutPatient] = useState(false);
  const target: Target = patientId
    ? { mode: 'patient', patientId }
    : quick
      ? { mode: 'quick' }
      : withoutPatient
        ? { mode: 'unassigned' }
        : { mode: 'choose' };

  const patient = usePatient(target.mode === 'patient' ? target.patientId : null);
  const previous = usePreviousPhoto(target.mode === 'patient' ? target.patientId : null);
  const settingsQuery = useSettings(userId);
  const updateSettings = useUpdateSettings(userId);
  const settings = cameraPreferences(settingsQuery.data?.settings);
  const captureTarget: CaptureTarget | null =
    target.mode === 'patient'
      ? { kind: 'patient', patientId: target.patientId }
      : target.mode === 'choose'
        ? null
        : { kind: target.mode };
  const queue = useCaptureQueue({ userId, target: captureTarget });
  const labelOf = useCaptureTargetLabels(queue.captures.map((capture) => capture.target));
  const elsewhereOf = (capture: { target: CaptureTarget }) =>
    captureTarget && !sameCaptureTarget(capture.target, captureTarget)
      ? labelOf(capture.target)
      : null;
  const { upload } = useMediaUpload();
  const [saving, setSaving] = useState(false);

  const changeSettings = (patch: Partial<CameraSettings>) =>
    updateSettings.mutate({ patch: { cameraSettings: patch } });

  const destination =
    target.mode === 'patient' ? paths.patientDetails(target.patientId) : paths.patientsUnassigned;

  const close = () => {
    if (target.mode === 'patient') void navigate(paths.patientDetails(target.patientId));
    else if (location.key === 'default') void navigate(paths.home);
    else void navigate(-1);
  };
  // ✕ with shots not saved yet asks first (where they stay, or that they are lost).
  const [leaving, setLeaving] = useState<readonly Capture[] | null>(null);
  const requestClose = () => {
    const unsaved = queue.captures.filter((capture) => capture.status !== 'done');
    if (unsaved.length > 0 && !saving) setLeaving(unsaved);
    else close();
  };

  const save = async () => {
    setSaving(true);
    // Each shot goes to its own target (a leftover may belong to another patient); the face
    // analysis applies to quick-mode shots only, and only when the user has it on.
    const results = await queue.saveAll(
      settings.faceRecognitionEnabled ? { analyse: analyseCapture, keepFace: keepCaptureFace } : {},
    );
    setSaving(false);
    if (results.some((capture) => capture.status !== 'done')) {
      notify(t('cameraCapture:saveFailed'), { variant: 'destructive', id: 'camera-save' });
      return;
    }
    if (target.mode !== 'quick') {
      // Quick-mode shots are e-mailed once the import dialog files them.
      void sendSavedPhotosByEmail(
        results.flatMap((capture) => (capture.photo ? [capture.photo.id] : [])),
        'camera',
      );
    }
    if (target.mode === 'quick') {
      // The dialog lives in the app layout, which this bare page does not render: ask for it
      // first (module state), then go to the unassigned photos, where the layout shows it.
      openImportDialog({
        kind: 'camera',
        photos: results.flatMap((capture) =>
          capture.photo && capture.target.kind === 'quick'
            ? [{ photo: capture.photo, embedding: capture.embedding }]
            : [],
        ),
      });
    }
    const removal = cameraBackgroundRemoval(settingsQuery.data?.settings);
    if (removal) {
      // After the import dialog when one just opened (the queue waits for it to close).
      queueBackgroundRemoval(
        results.flatMap((capture) =>
          capture.photo && canRemoveBackground(capture.photo) ? [capture.photo.id] : [],
        ),
        removal,
      );
    }
    void navigate(destination);
  };

  const importFiles = (files: File[]) => {
    const started = upload(files, {
      patientId: target.mode === 'patient' ? target.patientId : undefined,
      ...(target.mode === 'quick' ? { metadata: { upload_source: 'camera_quick' } } : {}),
    });
    if (started.accepted > 0) void navigate(destination);
  };

  const locale = i18n.language.startsWith('en') ? 'en' : 'fr';
  const title =
    target.mode === 'patient'
      ? patient.data
        ? patientDisplayName(patient.data.id, patient.data, locale)
        : ''
      : target.mode === 'quick'
        ? t('cameraCapture:quick')
        : t('cameraCapture:unassigned');

  const choosePatient = (chosen: PatientRecord) =>
    void navigate(paths.patientCamera(chosen.id), { replace: true });

  return (
    <section
      data-testid="page-camera"
      data-mode={target.mode}
      className="fixed inset-0 z-40 overflow-hidden bg-black text-white [color-scheme:dark]"
    >
      <PageTitle title={t('pages.camera.title')} />
      <h1 className="sr-only">{t('pages.camera.title')}</h1>
      {target.mode === 'choose' ? (
        <CameraPatientChooser
          onPatient={choosePatient}
          onWithoutPatient={() => setWithoutPatient(true)}
          onClose={close}
        />
      ) : (
        <CameraView
          title={title}
          subtitle={t('cameraCapture:title')}
          settings={settings}
          onSettingsChange={changeSettings}
          ghostUrl={previous.data ? (previous.data.preview_url ?? previous.data.image_url) : null}
          queue={queue}
          saving={saving}
          onSave={() => void save()}
          onClose={requestClose}
          elsewhereOf={elsewhereOf}
          notice={
            queue.leftovers.length > 0 ? (
              <LeftoverNotice
                leftovers={queue.leftovers}
                onRestore={() => void queue.restoreLeftovers()}
                onDiscard={() => void queue.discardLeftovers()}
              />
            ) : null
          }
          onProblem={(problem, retry) =>
            problem === 'denied' ? (
              // Replaced, so Back does not loop; the help's "Réessayer" comes back here.
              <Navigate
                to={`${paths.cameraPermissionTutorial}?from=${encodeURIComponent(
                  location.pathname + location.search,
                )}`}
                replace
              />
            ) : (
              <CameraProblemScreen
                problem={problem}
                onRetry={retry}
                onClose={close}
                onFiles={importFiles}
              />
            )
          }
        />
      )}
      <LeaveCameraDialog
        unsaved={leaving}
        onStay={() => setLeaving(null)}
        onLeave={() => {
          setLeaving(null);
          close();
        }}
        onSave={() => {
          setLeaving(null);
          void save();
        }}
      />
    </section>
  );
}
