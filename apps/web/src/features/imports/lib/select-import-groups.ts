import { qualifiesForPatientGroup } from '@photodossier/domain/face-suggestions';
import { isWithinTimeGroupingWindow } from '@photodossier/domain/time-grouping';
import type {
  ImportGroupPatient,
  ImportGroups,
  ImportPatientGroup,
  ImportPhoto,
  ImportState,
} from './import-model';

export type PatientsById = Readonly<Record<string, ImportGroupPatient>>;

/** The suggestion a photo is grouped by: its best one, when it reaches the group threshold. */
export function groupSuggestion(photo: ImportPhoto) {
  if (!qualifiesForPatientGroup(photo.suggestions)) return null;
  return [...photo.suggestions].sort((a, b) => b.confidence_score - a.confidence_score)[0] ?? null;
}

function isAnalysing(photo: ImportPhoto): boolean {
  return photo.status === 'waiting' || photo.status === 'analyzing';
}

/**
 * The patient group a photo's own facts put it in (hand choice, filing, suggestion), undefined
 * when nothing does; null means "Photos sans patient" chosen by hand or saved without patient.
 */
function decidedGroup(photo: ImportPhoto): string | null | undefined {
  if (photo.assignedToPatient !== null) {
    return photo.assignedToPatient === 'unassigned' ? null : photo.assignedToPatient;
  }
  if (photo.manualGroup !== undefined) return photo.manualGroup;
  if (isAnalysing(photo)) return undefined;
  return groupSuggestion(photo)?.patient_id;
}

function patientOf(
  patientId: string,
  photos: readonly ImportPhoto[],
  patientsById: PatientsById,
  state: Pick<ImportState, 'mode'>,
): ImportGroupPatient {
  const known = patientsById[patientId];
  if (known) return known;
  for (const photo of photos) {
    const suggestion = photo.suggestions.find((item) => item.patient_id === patientId);
    if (suggestion) {
      const { prenom, nom, date_naissance } = suggestion.patient_info;
      return { id: patientId, prenom, nom, date_naissance };
    }
  }
  if (state.mode?.kind === 'patient' && state.mode.patientId === patientId) {
    return { id: patientId, prenom: state.mode.patientName, nom: '', date_naissance: '' };
  }
  return { id: patientId, prenom: '', nom: '', date_naissance: '' };
}

/**
 * The dialog's sections (spec 02 §2.3, §5): a group per suggested patient (top suggestion at
 * least 50), hand choices first; a photo without a face taken within 5 minutes of a photo
 * matched to a patient joins that patient (addedByTimeGrouping); videos apart, never analysed.
 * A face that matched nobody is somebody else, so it is not pulled in by time.
 */
export function selectImportGroups(
  state: Pick<ImportState, 'photos' | 'mode'>,
  patientsById: PatientsById = {},
): ImportGroups {
  const videos: ImportPhoto[] = [];
  const analysing: ImportPhoto[] = [];
  const withoutPatient: ImportPhoto[] = [];
  const byPatient = new Map<string, ImportPhoto[]>();
  const matched: { time: number; patientId: string }[] = [];
  const undecided: ImportPhoto[] = [];

  const join = (patientId: string, photo: ImportPhoto) => {
    const list = byPatient.get(patientId) ?? [];
    list.push(photo);
    byPatient.set(patientId, list);
  };

  for (const photo of state.photos) {
    if (photo.mediaType === 'video') {
      videos.push(photo);
      continue;
    }
    const group = decidedGroup(photo);
    if (group === null) {
      withoutPatient.push(
        photo.addedByTimeGrouping ? { ...photo, addedByTimeGrouping: false } : photo,
      );
    } else if (group !== undefined) {
      join(group, photo.addedByTimeGrouping ? { ...photo, addedByTimeGrouping: false } : photo);
      if (photo.manualGroup === undefined && photo.assignedToPatient === null) {
        matched.push({ time: photo.timestamp, patientId: group });
      }
    } else if (isAnalysing(photo)) {
      analysing.push(photo);
    } else {
      undecided.push(photo);
    }
  }

  for (const photo of undecided) {
    const nearest =
      photo.faceRegions.length > 0
        ? undefined
        : matched
            .filter((item) => isWithinTimeGroupingWindow(item.time, photo.timestamp))
            .sort(
              (a, b) => Math.abs(a.time - photo.timestamp) - Math.abs(b.time - photo.timestamp),
            )[0];
    if (nearest) join(nearest.patientId, { ...photo, addedByTimeGrouping: true });
    else
      withoutPatient.push(
        photo.addedByTimeGrouping ? { ...photo, addedByTimeGrouping: false } : photo,
      );
  }

  const patients: ImportPatientGroup[] = [...byPatient].map(([patientId, photos]) => ({
    patientId,
    patient: patientOf(patientId, state.photos, patientsById, state),
    photos,
  }));
  return { patients, withoutPatient, videos, analysing };
}
