import type { FaceRegion, FaceSuggestion } from '@photodossier/domain/face-record';
import type { ImportUploadStatus } from '@photodossier/domain/import-session';
import type { MediaType } from '@photodossier/domain/media-type';

// The import dialog's model (spec 02 §3 "selected photo" and "analysed photo"). The engine
// (import-store.ts) owns it; the components only read it and call the actions below.

export type AnalysisStatus =
  /** Waiting for its upload or for its turn in the batches of 2. */
  | 'waiting'
  | 'analyzing'
  | 'completed'
  | 'error'
  /** Videos are never analysed. */
  | 'skipped';

export type ImportPhoto = {
  /** The session photo id. */
  readonly id: string;
  readonly name: string;
  readonly size: number;
  readonly type: string;
  readonly mediaType: MediaType;
  /** null when restored after a reload from the server copy (already uploaded). */
  readonly file: File | null;
  /** Object URL of the file, or the server thumbnail once uploaded; null while unknown. */
  readonly preview: string | null;
  /** EXIF capture time, else File.lastModified (epoch ms). */
  readonly timestamp: number;
  readonly exifDates: Readonly<Record<string, string>> | null;

  readonly status: AnalysisStatus;
  readonly suggestions: readonly FaceSuggestion[];
  /** Top suggestion's confidence_score, percent; null without suggestion. */
  readonly confidence: number | null;
  readonly faceRegions: readonly FaceRegion[];
  readonly rawFaceEmbeddings: readonly number[] | null;
  /** Joined a patient group because it was taken within 5 minutes of a matched photo. */
  readonly addedByTimeGrouping: boolean;
  /**
   * The group chosen by hand (drag and drop, "Assigner manuellement" on one photo): a patient
   * id, or null for "Photos sans patient". undefined: follow the suggestions.
   */
  readonly manualGroup?: string | null;

  readonly unassignedUploadStatus: ImportUploadStatus;
  /** Percent, 0-100. */
  readonly unassignedUploadProgress: number;
  readonly unassignedUploadBytesTransferred: number;
  readonly unassignedUploadTotalBytes: number;
  /** Bytes per second. */
  readonly unassignedUploadSpeed: number;
  readonly unassignedUploadStartTime: number | null;
  /** Translated reason of a failed upload ("Permissions insuffisantes", quota, network). */
  readonly unassignedUploadError: string | null;
  readonly unassignedPhotoId: string | null;
  readonly unassignedPhotoUrl: string | null;
  /** Set once filed: the patient id, or 'unassigned' when saved without patient. */
  readonly assignedToPatient: string | null;
};

/** The patient of a group, as the dialog shows it. */
export type ImportGroupPatient = {
  readonly id: string;
  readonly prenom: string;
  readonly nom: string;
  readonly date_naissance: string;
};

export type ImportPatientGroup = {
  readonly patientId: string;
  readonly patient: ImportGroupPatient;
  readonly photos: readonly ImportPhoto[];
};

/** What the dialog lists, derived from the photos (selectImportGroups). */
export type ImportGroups = {
  readonly patients: readonly ImportPatientGroup[];
  /** "Photos sans patient": no face, or no patient reaching 50. */
  readonly withoutPatient: readonly ImportPhoto[];
  /** "Vidéos": never analysed, label VID. */
  readonly videos: readonly ImportPhoto[];
  /** Still waiting for or in analysis. */
  readonly analysing: readonly ImportPhoto[];
};

export type ImportMode =
  | { readonly kind: 'general'; readonly origin: 'sidebar' | 'home' | 'resume' | 'camera-folder' }
  | { readonly kind: 'patient'; readonly patientId: string; readonly patientName: string }
  | { readonly kind: 'camera' };

export type PendingImportAction =
  | { readonly kind: 'assign'; readonly photoIds: readonly string[]; readonly patientId: string }
  | { readonly kind: 'newPatient'; readonly photoIds: readonly string[] }
  | { readonly kind: 'saveWithoutPatient'; readonly photoIds: readonly string[] };

/** A file refused when added, with the spec's translated text. */
export type ImportRejection = {
  readonly fileName: string;
  readonly size: number;
  readonly reason: 'unsupported_type' | 'too_large' | 'storage' | 'max_files';
  readonly message: string;
};

export type ImportState = {
  readonly mode: ImportMode | null;
  readonly sessionId: string | null;
  readonly photos: readonly ImportPhoto[];
  /** Waiting for uploads before running; shown by the "Upload en cours" dialog. */
  readonly pendingAction: PendingImportAction | null;
  /** The "Upload en cours" dialog; Masquer hides it while the action keeps waiting. */
  readonly waitDialogOpen: boolean;
  /** "Enregistrement de la photo i/n..." then "Enregistrement terminé !"; null when idle. */
  readonly saving: {
    readonly current: number;
    readonly total: number;
    readonly done: boolean;
  } | null;
  /** The most recent oversize file, for the too-large dialog (attempted size in bytes). */
  readonly tooLarge: { readonly fileName: string; readonly size: number } | null;
  readonly rejections: readonly ImportRejection[];
  readonly faceServiceAvailable: boolean | null;
  readonly recognition: 'idle' | 'processing';
};

/** The engine's actions (import-store.ts implements them). */
export interface ImportActions {
  /** Checks (type, size, max files, quota), adds, starts uploads and analysis. */
  addFiles(files: readonly File[]): Promise<void>;
  /** Removes a photo from the dialog (and from the unassigned area if already uploaded). */
  removePhoto(photoId: string): Promise<void>;
  /** Drag and drop between groups: a patient id, or null for "Photos sans patient". */
  movePhotoToGroup(photoId: string, patientId: string | null): void;
  assignToPatient(photoIds: readonly string[], patientId: string): Promise<void>;
  /** Hands the photos to /patient/new (pendingPhotosMetadataForNewPatient) and navigates. */
  createPatientFrom(photoIds: readonly string[]): Promise<void>;
  saveWithoutPatient(photoIds: readonly string[]): Promise<void>;
  hideWaitDialog(): void;
  dismissTooLarge(): void;
  retryUpload(photoId: string): void;
  /** Closes when no photos remain and no wait dialog is open; returns whether it closed. */
  requestClose(): boolean;
  /**
   * Hides the dialog without forgetting anything (added by the engine): uploads and analysis go
   * on, the session stays active, and the dialog shows the same photos when opened again.
   */
  dismiss(): void;
}
