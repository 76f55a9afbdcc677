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
  // One pass, not a sort: this runs for every photo on every change of the dialog.
  let best: ImportPhoto['suggestions'][number] | null = null;
  for (const item of photo.suggestions) {
    if (!best || item.confidence_score > best.confidence_score) best = item;
  }
  return best;
}

type Matched = { readonly time: number; readonly order: number; readonly patientId: string };

/**
 * The matched photo nearest in time within the window, the earliest added on a tie; `matched`
 * is sorted by time, so this is a binary search, not a scan per photo.
 */
function nearestMatched(matched: readonly Matched[], time: number): Matched | undefined {
  if (!Number.isFinite(time) || matched.length === 0) return undefined;
  let low = 0;
  let high = matched.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (matched[middle]!.time < time) low = middle + 1;
    else high = middle;
  }
  const before = matched[low - 1];
  const after = matched[low];
  const distance = Math.min(
    before ? time - before.time : Number.POSITIVE_INFINITY,
    after ? after.time - time : Number.POSITIVE_INFINITY,
  );
  if (!isWithinTimeGroupingWindow(time, time + distance)) return undefined;
  let best: Matched | undefined;
  const consider = (item: Matched) => {
    if (!best || item.order < best.order) best = item;
  };
  for (let index = low - 1; index >= 0 && time - matched[index]!.time === distance; index -= 1) {
    consider(matched[index]!);
  }
  for (
    let index = low;
    index < matched.length && matched[index]!.time - time === distance;
    index += 1
  ) {
    consider(matched[index]!);
  }
  return best;
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
  const matched: Matched[] = [];
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
        if (Number.isFinite(photo.timestamp)) {
          matched.push({ time: photo.timestamp, order: matched.length, patientId: group });
        }
      }
    } else if (isAnalysing(photo)) {
      analysing.push(photo);
    } else {
      undecided.push(photo);
    }
  }

  matched.sort((a, b) => a.time - b.time || a.order - b.order);
  for (const photo of undecided) {
    const nearest =
      photo.faceRegions.length > 0 ? undefined : nearestMatched(matched, photo.timestamp);
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
