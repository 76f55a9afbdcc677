import { patientFullName } from '@photodossier/domain/display-names';
import { endianness } from 'node:os';
import type {
  FaceDeletionResult,
  FaceEmbeddingRecord,
  FaceRegion,
  FaceSuggestion,
  PatientFaceStatus,
  PhotoFaces,
  StoreEmbeddingBody,
  SuggestionRequest,
  SuggestionResponse,
} from '@photodossier/domain/face-record';
import { FACE_SERVICE_MIN_CONFIDENCE } from '@photodossier/domain/face-thresholds';
import { FACES_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import type { Viewer } from '../../platform/auth/viewer';
import {
  decodeVector,
  encodeVector,
  isUniqueViolation,
  newId,
  nowMs,
  toIso,
} from '../../platform/db/portable';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import { FaceIndex, type FaceMatch, type FaceReference } from './face-index';
import type { FaceIndexCache } from './face-index-cache';
import {
  type FaceEmbeddingRow,
  type FacePatientRow,
  type FaceReferenceRow,
  type FacesRepository,
} from './repository';

/** Above this share of the references to read, one scan of the user's vectors beats reading by id. */
const SCAN_WHEN_MISSING_SHARE = 0.1;

/** Each failed attempt means the user's faces changed meanwhile, several times in a row. */
const MAX_PLAN_ATTEMPTS = 5;

const notFound = () => new AppError('request.not_found', 404);
const inProgress = () => new AppError('face.embedding_in_progress', 409);

/** "prenom nom", as the spec's patient_name; '' for no patient. */
function patientName(patient: Pick<FacePatientRow, 'prenom' | 'nom'> | null): string {
  if (!patient) return '';
  return patientFullName(patient);
}

function regionOf(
  row: Pick<FaceEmbeddingRow, 'face_x' | 'face_y' | 'face_w' | 'face_h'>,
): FaceRegion | null {
  const { face_x: x, face_y: y, face_w: w, face_h: h } = row;
  if (x === null || y === null || w === null || h === null) return null;
  return { x, y, w, h };
}

function referenceOf(
  row: FaceReferenceRow,
): Pick<FaceReference, 'embeddingId' | 'photoId' | 'patientId' | 'region'> {
  return {
    embeddingId: row.id,
    photoId: row.photo_id,
    patientId: row.patient_id,
    region: regionOf(row),
  };
}

function toRecord(row: FaceEmbeddingRow): FaceEmbeddingRecord {
  return {
    id: row.id,
    photo_id: row.photo_id,
    patient_id: row.patient_id,
    patient_name: row.patient_name,
    created_at: toIso(Number(row.created_at)),
    model_used: row.model_used,
    model_version: row.model_version,
    library: row.library,
    confidence: row.confidence,
    suggested_patient_id: row.suggested_patient_id,
    face_region: regionOf(row),
    image_width: row.image_width,
    image_height: row.image_height,
  };
}

const LITTLE_ENDIAN_HOST = endianness() === 'LE';

/**
 * The stored floats read in place when the driver's buffer allows it: the index copies them
 * once, prepared, so a second copy per row would only double the memory a build needs.
 */
function storedVector(bytes: Uint8Array): ArrayLike<number> {
  if (LITTLE_ENDIAN_HOST && bytes.byteOffset % 4 === 0 && bytes.byteLength % 4 === 0) {
    return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  }
  return decodeVector(bytes);
}

/**
 * Face recognition's server side (spec 01 §7, spec 02 §3): the browser computes embeddings,
 * this stores them, one per photo, and suggests patients from the user's own references.
 */
export class FacesService {
  /** Photos whose embedding this node is storing now, by user and photo. */
  readonly #storing = new Set<string>();

  constructor(
    private readonly repository: FacesRepository,
    private readonly indexes: FaceIndexCache,
    private readonly bus: EventBus,
  ) {}

  async store(viewer: Viewer, body: StoreEmbeddingBody): Promise<FaceEmbeddingRecord> {
    const { userId } = viewer;
    const key = `${userId}\u0000${body.photo_id}`;
    if (this.#storing.has(key)) throw inProgress();
    this.#storing.add(key);
    try {
      const photo = await this.repository.findActiveImage(userId, body.photo_id);
      if (!photo) throw notFound();
      if (
        body.suggested_patient_id !== null &&
        !(await this.repository.findPatient(userId, body.suggested_patient_id))
      ) {
        throw notFound();
      }
      const patient = photo.patient_id
        ? await this.repository.findPatient(userId, photo.patient_id)
        : null;
      const id = newId();
      const { face_region: region } = body;
      try {
        await this.repository.replaceForPhoto({
          id,
          user_id: userId,
          patient_id: photo.patient_id,
          photo_id: photo.id,
          embedding: encodeVector(body.embedding),
          patient_name: patientName(patient),
          created_at: nowMs(),
          model_used: body.model_used,
          confidence: body.confidence,
          model_version: body.model_version,
          library: body.library,
          suggested_patient_id: body.suggested_patient_id,
          face_x: region.x,
          face_y: region.y,
          face_w: region.w,
          face_h: region.h,
          image_width: body.image_width,
          image_height: body.image_height,
        });
      } catch (error) {
        // Another node inserted this photo's embedding between our delete and insert.
        if (isUniqueViolation(error)) throw inProgress();
        throw error;
      }
      await this.#publish(userId, [photo.id]);
      const stored = await this.repository.findById(userId, id);
      if (!stored) throw notFound();
      return toRecord(stored);
    } finally {
      this.#storing.delete(key);
    }
  }

  async suggest(viewer: Viewer, request: SuggestionRequest): Promise<SuggestionResponse> {
    const { userId } = viewer;
    const matches = await this.#match(userId, request);
    const patients = new Map(
      (
        await this.repository.activePatients(
          userId,
          matches.map((match) => match.patientId),
        )
      ).map((patient) => [patient.id, patient]),
    );
    const suggestions: FaceSuggestion[] = [];
    for (const match of matches) {
      const patient = patients.get(match.patientId);
      // Trashed between the version read and now: the next request rebuilds without it.
      if (!patient) continue;
      suggestions.push({
        patient_id: patient.id,
        patient_name: patientName(patient),
        confidence_score: match.confidence,
        similarity: match.similarity,
        reference_photo_id: match.photoId,
        patient_info: {
          nom: patient.nom,
          prenom: patient.prenom,
          date_naissance: patient.date_naissance,
          email: patient.email,
          telephone: patient.telephone,
        },
        face_regions: match.region ? [match.region] : [],
      });
    }
    return { suggestions };
  }

  /**
   * The exact scan's matches: the index's compact rows leave a few references open, whose
   * stored vectors are read by id (decision 0059). A vector deleted meanwhile moved the
   * version: the next attempt plans on the index brought up to date.
   */
  async #match(userId: string, request: SuggestionRequest): Promise<FaceMatch[]> {
    for (let attempt = 1; ; attempt += 1) {
      const version = await this.repository.indexVersion(userId);
      const index = await this.indexes.get(userId, version, (previous) =>
        this.#loadIndex(userId, previous),
      );
      const plan = index.plan(request.embedding, {
        // Spec 01 §5 and §9: never below 65, whatever a client asks. Raised rather than refused
        // so that a client asking less still gets the suggestions the spec allows.
        minConfidence: Math.max(FACE_SERVICE_MIN_CONFIDENCE, request.min_confidence),
        maxSuggestions: request.max_suggestions,
        excludePhotoId: request.exclude_photo_id,
      });
      const vectors = new Map<string, ArrayLike<number>>();
      if (plan.vectorsNeeded.length > 0) {
        const stored = await this.repository.vectors(userId, plan.vectorsNeeded);
        for (const [id, bytes] of stored) vectors.set(id, storedVector(bytes));
      }
      const matches = plan.finish(vectors);
      if (matches) return matches;
      if (attempt === MAX_PLAN_ATTEMPTS) throw inProgress();
    }
  }

  /** A new index, or the previous one brought up to date in place: never two copies at once. */
  #loadIndex(userId: string, previous: FaceIndex | null): Promise<FaceIndex> {
    return previous ? this.#updateIndex(userId, previous) : this.#buildIndex(userId);
  }

  /** Cold: references and vectors in one paged scan, each page written into the index. */
  async #buildIndex(userId: string): Promise<FaceIndex> {
    const index = new FaceIndex(await this.repository.countReferences(userId));
    for await (const page of this.repository.referenceVectorPages(userId)) {
      for (const row of page) index.add(referenceOf(row), storedVector(row.embedding), false);
    }
    return index;
  }

  /**
   * Reads the user's references without their vectors, page by page, noting which to serve;
   * stages the vectors the index lacks (read by id when few, as after one store, or in one scan
   * of the user's vectors when many); then applies: references gone since, trashed or deleted,
   * stop being served at the same moment as the new ones start.
   */
  async #updateIndex(userId: string, index: FaceIndex): Promise<FaceIndex> {
    const update = index.update();
    const missing = new Map<string, FaceReferenceRow>();
    for await (const page of this.repository.referencePages(userId)) {
      for (const row of page) if (!update.serve(referenceOf(row))) missing.set(row.id, row);
    }
    const stage = (id: string, bytes: Uint8Array) => {
      const row = missing.get(id);
      // Rows deleted since the references were read are absent: the version moved too.
      if (!row) return;
      const reference = referenceOf(row);
      index.stage(reference, storedVector(bytes), false);
      update.serve(reference);
    };
    if (missing.size > (update.served + missing.size) * SCAN_WHEN_MISSING_SHARE) {
      for await (const page of this.repository.allVectors(userId)) {
        for (const { id, embedding } of page) stage(id, embedding);
      }
    } else if (missing.size > 0) {
      const stored = await this.repository.vectors(userId, [...missing.keys()]);
      for (const [id, bytes] of stored) stage(id, bytes);
    }
    update.apply();
    return index;
  }

  async photoFaces(viewer: Viewer, photoId: string): Promise<PhotoFaces> {
    if (!(await this.repository.photoExists(viewer.userId, photoId))) throw notFound();
    const rows = await this.repository.forPhoto(viewer.userId, photoId);
    const faces: FaceEmbeddingRecord[] = [];
    for (const row of rows) {
      // The stored name is the one at store time; assignment re-points patient_id only.
      const patient = row.patient_id
        ? await this.repository.findPatient(viewer.userId, row.patient_id)
        : null;
      faces.push({ ...toRecord(row), patient_name: patientName(patient) });
    }
    return { photo_id: photoId, faces };
  }

  async patientStatus(viewer: Viewer, patientId: string): Promise<PatientFaceStatus> {
    const patient = await this.repository.findPatient(viewer.userId, patientId);
    if (!patient || patient.is_deleted !== 0) throw notFound();
    const [count, pending] = await Promise.all([
      this.repository.countForPatient(viewer.userId, patientId),
      this.repository.pendingPhotoIds(viewer.userId, patientId),
    ]);
    return { patient_id: patientId, embeddings_count: count, pending_photo_ids: pending };
  }

  /** Works on a patient in the trash too: the user may clear its data before deleting it. */
  async deleteForPatient(viewer: Viewer, patientId: string): Promise<FaceDeletionResult> {
    if (!(await this.repository.findPatient(viewer.userId, patientId))) throw notFound();
    const photoIds = await this.repository.deleteForPatient(viewer.userId, patientId);
    await this.#publish(viewer.userId, photoIds);
    return { success: true, deleted_count: photoIds.length };
  }

  async #publish(userId: string, photoIds: readonly string[]): Promise<void> {
    if (photoIds.length === 0) return;
    await this.bus.publish({ topic: FACES_CHANGED_TOPIC, ids: [...new Set(photoIds)], userId });
  }
}
