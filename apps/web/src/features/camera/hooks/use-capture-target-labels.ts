import { patientDisplayName } from '@photodossier/domain/display-names';
import { useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { patientQueryOptions } from '@/lib/api/get-patient';
import type { CaptureTarget } from '../lib/capture-naming';
import { addCameraTexts } from '../i18n/add-camera-texts';

/**
 * Names the places shots go: the patient's name (loaded once per patient, shared with the
 * camera's header cache), "Sans patient" for the unassigned photos, quick mode included.
 */
export function useCaptureTargetLabels(targets: readonly CaptureTarget[]) {
  addCameraTexts();
  const { t, i18n } = useTranslation();
  const locale = i18n.language.startsWith('en') ? 'en' : 'fr';
  const patientIds = [
    ...new Set(targets.flatMap((target) => (target.kind === 'patient' ? [target.patientId] : []))),
  ];
  const names = useQueries({
    queries: patientIds.map((id) => patientQueryOptions(id)),
    combine: (results) =>
      new Map(
        results.map((result, index) => {
          const id = patientIds[index] ?? '';
          const name = result.data
            ? patientDisplayName(id, result.data, locale)
            : result.isError
              ? patientDisplayName(id, null, locale)
              : null;
          return [id, name] as const;
        }),
      ),
  });

  return useCallback(
    (target: CaptureTarget): string =>
      target.kind === 'patient'
        ? (names.get(target.patientId) ?? '…')
        : t('cameraCapture:unassigned'),
    [names, t],
  );
}
