import { patientFullName } from '@photodossier/domain/display-names';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupActions } from '../components/import-group-header';
import type { ImportSection, PhotoCallbacks } from '../components/import-photo-list';
import type { MoveTarget } from '../components/import-photo-tile';
import {
  importProgress,
  photosInDisplayOrder,
  unfiledPhotoIds,
} from '../components/import-progress';
import type { ImportActions, ImportGroups, ImportMode, ImportState } from '../lib/import-model';
import { useFileDrop } from './use-file-drop';

type ImportDialogInput = {
  mode: ImportMode | null;
  state: ImportState;
  groups: ImportGroups;
  actions: ImportActions;
  /** The dialog is gone: closed once the engine agreed, or left for another page. */
  onClosed: () => void;
};

/**
 * What the import dialog holds beyond the engine: which photos wait for a manual assignment or
 * a confirmation, the photo in the viewer, the sections with their actions and the progress.
 * The views render what this returns.
 */
export function useImportDialog({ mode, state, groups, actions, onClosed }: ImportDialogInput) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [manualIds, setManualIds] = useState<readonly string[] | null>(null);
  const [viewerId, setViewerId] = useState<string | null>(null);
  // "Nouveau patient" on a selection holding videos: attached only once confirmed.
  const [newPatientIds, setNewPatientIds] = useState<readonly string[] | null>(null);
  const quick = mode?.kind === 'patient';

  const addFiles = useCallback(
    (files: readonly File[]) => {
      if (files.length > 0) void actions.addFiles(files);
    },
    [actions],
  );
  const drop = useFileDrop(addFiles);

  // Empty, the session ends; with photos left, the dialog only hides and finds them again.
  const close = () => {
    if (actions.requestClose()) onClosed();
    else actions.dismiss();
  };
  const chooseFiles = () => inputRef.current?.click();

  const run = useCallback((promise: Promise<void>) => void promise, []);
  const photosRef = useRef(state.photos);
  photosRef.current = state.photos;
  const newPatient = useCallback(
    (ids: readonly string[]) => {
      const chosen = new Set(ids);
      const videos = photosRef.current.filter(
        (photo) => chosen.has(photo.id) && photo.mediaType === 'video',
      );
      if (videos.length > 0) setNewPatientIds(ids);
      else run(actions.createPatientFrom(ids));
    },
    [actions, run],
  );
  const callbacks = useMemo<PhotoCallbacks>(
    () => ({
      onOpen: setViewerId,
      onMove: (photoId, patientId) => actions.movePhotoToGroup(photoId, patientId),
      onAssignManually: (photoId) => setManualIds([photoId]),
      onRemove: (photoId) => run(actions.removePhoto(photoId)),
      onRetry: (photoId) => actions.retryUpload(photoId),
    }),
    [actions, run],
  );

  const sections = useMemo<ImportSection[]>(() => {
    const groupActions = (ids: string[], patientId?: string): GroupActions | null =>
      quick
        ? null
        : {
            onAssignTo: patientId ? () => run(actions.assignToPatient(ids, patientId)) : undefined,
            onAssignManually: () => setManualIds(ids),
            onNewPatient: () => newPatient(ids),
            onSaveWithoutPatient: () => run(actions.saveWithoutPatient(ids)),
          };
    const unfiled = (photos: ImportGroups['withoutPatient']) => unfiledPhotoIds(photos);
    const result: ImportSection[] = groups.patients.map((group) => ({
      key: `patient:${group.patientId}`,
      kind: 'patient',
      group,
      photos: group.photos,
      dropTarget: group.patientId,
      actions: groupActions(unfiled(group.photos), group.patientId),
    }));
    if (groups.withoutPatient.length > 0) {
      result.push({
        key: 'without',
        kind: 'withoutPatient',
        photos: groups.withoutPatient,
        dropTarget: null,
        actions: groupActions(unfiled(groups.withoutPatient)),
      });
    }
    if (groups.videos.length > 0) {
      result.push({
        key: 'videos',
        kind: 'videos',
        photos: groups.videos,
        actions: groupActions(unfiled(groups.videos)),
      });
    }
    if (groups.analysing.length > 0) {
      result.push({ key: 'analysing', kind: 'analysing', photos: groups.analysing, actions: null });
    }
    return result;
  }, [groups, quick, actions, run, newPatient]);

  // The groups are built anew at every change (an upload's progress); the targets keep their
  // identity while they stay the same, so that the memoised tiles are not all drawn again.
  const moveTargetsJson = JSON.stringify([
    ...groups.patients.map((group) => ({
      patientId: group.patientId,
      label: patientFullName(group.patient),
    })),
    { patientId: null, label: t('importDialog.groups.withoutPatient') },
  ] satisfies MoveTarget[]);
  const moveTargets = useMemo(() => JSON.parse(moveTargetsJson) as MoveTarget[], [moveTargetsJson]);

  const ordered = useMemo(() => photosInDisplayOrder(groups), [groups]);
  const allIds = unfiledPhotoIds(state.photos);
  const photosById = useMemo(
    () => new Map(state.photos.map((photo) => [photo.id, photo])),
    [state.photos],
  );
  const manualPhotos = manualIds
    ? manualIds.flatMap((id) => {
        const photo = photosById.get(id);
        return photo ? [photo] : [];
      })
    : null;
  const newPatientVideos = newPatientIds
    ? newPatientIds.flatMap((id) => {
        const photo = photosById.get(id);
        return photo?.mediaType === 'video' ? [photo.name] : [];
      })
    : [];

  return {
    quick,
    hasPhotos: state.photos.length > 0,
    inputRef,
    drop,
    addFiles,
    chooseFiles,
    close,
    sections,
    moveTargets,
    callbacks,
    ordered,
    progress: importProgress(state.photos),
    allIds,
    assignAllManually: () => setManualIds(allIds),
    newPatientForAll: () => newPatient(allIds),
    saveAllWithoutPatient: () => run(actions.saveWithoutPatient(allIds)),
    manualPhotos,
    cancelManual: () => setManualIds(null),
    assignManual: (patientId: string) => {
      const ids = manualIds ?? [];
      setManualIds(null);
      run(actions.assignToPatient(ids, patientId));
    },
    newPatientVideos,
    confirmingVideos: newPatientIds !== null,
    cancelNewPatient: () => setNewPatientIds(null),
    confirmNewPatient: () => {
      const ids = newPatientIds ?? [];
      setNewPatientIds(null);
      run(actions.createPatientFrom(ids));
    },
    viewerId,
    setViewerId,
  };
}

export type ImportDialogModel = ReturnType<typeof useImportDialog>;
