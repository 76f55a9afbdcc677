import type { AccessJournal } from '../journal/service';
import { PATIENTS_CHANGED_TOPIC, PHOTOS_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import {
  AFFECTED_SIDES,
  PATIENT_GENDERS,
  type PatientListQuery,
  type PatientPatch,
  type PatientPayload,
  type PatientRecord,
  type PatientsPage,
} from '@photodossier/domain/patient';
import type { Viewer } from '../../platform/auth/viewer';
import { fromJsonText, newId, nowMs, toIso, toJsonText } from '../../platform/db/portable';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import { TagsRepository } from '../tags/repository';
import type { TagsService } from '../tags/service';
import { decodePatientCursor, encodePatientCursor, type PatientSortKey } from './cursor';
import type {
  PatientChanges,
  PatientRow,
  PatientsRepository,
  PatientSummaryRow,
} from './repository';

function oneOf<T extends string>(values: readonly T[], value: string): T | '' {
  return (values as readonly string[]).includes(value) ? (value as T) : '';
}

/** The API's view of a patient row with its media summary (the trash lists them too). */
export function toPatientRecord(
  row: PatientRow & { readonly photo_count: number; readonly cover_photo_id: string | null },
): PatientRecord {
  return {
    id: row.id,
    nom: row.nom,
    prenom: row.prenom,
    date_naissance: row.date_naissance,
    email: row.email,
    telephone: row.telephone,
    tags: fromJsonText<string[]>(row.tags),
    sexe: oneOf(PATIENT_GENDERS, row.sexe),
    adresse: row.adresse,
    commentaire: row.commentaire,
    cote_affecte: oneOf(AFFECTED_SIDES, row.cote_affecte),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    photo_count: row.photo_count,
    cover_photo_id: row.cover_photo_id,
  };
}

function sortKeyOf(row: PatientSummaryRow, sort: PatientListQuery['sort']): PatientSortKey {
  return sort === 'created_desc' || sort === 'created_asc'
    ? { by: 'created', createdAt: row.created_at, id: row.id }
    : { by: 'name', nomKey: row.nom_key, prenomKey: row.prenom_key, id: row.id };
}

/** The columns a payload or patch sets; fields left out of a patch stay as they are. */
function columnsOf(fields: PatientPatch): PatientChanges {
  const changes: PatientChanges = {};
  if (fields.nom !== undefined) changes.nom = fields.nom;
  if (fields.prenom !== undefined) changes.prenom = fields.prenom;
  if (fields.date_naissance !== undefined) changes.date_naissance = fields.date_naissance;
  if (fields.email !== undefined) changes.email = fields.email;
  if (fields.telephone !== undefined) changes.telephone = fields.telephone;
  if (fields.tags !== undefined) changes.tags = toJsonText(fields.tags);
  if (fields.sexe !== undefined) changes.sexe = fields.sexe;
  if (fields.adresse !== undefined) changes.adresse = fields.adresse;
  if (fields.commentaire !== undefined) changes.commentaire = fields.commentaire;
  if (fields.cote_affecte !== undefined) changes.cote_affecte = fields.cote_affecte;
  return changes;
}

const notFound = () => new AppError('request.not_found', 404);

/** Patient records of spec 01 §3-§4: each user's own, deleted into the trash (soft). */
export class PatientsService {
  constructor(
    private readonly repository: PatientsRepository,
    private readonly tags: TagsService,
    private readonly bus: EventBus,
    private readonly journal?: AccessJournal,
  ) {}

  async list(viewer: Viewer, query: PatientListQuery): Promise<PatientsPage> {
    const after = query.cursor ? decodePatientCursor(query.cursor, query.sort) : null;
    if (query.cursor && !after) {
      throw new AppError('request.validation_failed', 400, {
        detail: 'The cursor is not one this list gave for this sort',
      });
    }
    const tag = query.tag
      ? await this.tags.spelling(viewer.userId, 'patient', query.tag)
      : undefined;
    const filters = { search: query.search, tag };
    const [rows, total] = await Promise.all([
      this.repository.listPage(viewer.userId, {
        ...filters,
        sort: query.sort,
        after,
        limit: query.limit + 1,
      }),
      this.repository.count(viewer.userId, filters),
    ]);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(toPatientRecord),
      nextCursor:
        rows.length > query.limit && last
          ? encodePatientCursor(query.sort, sortKeyOf(last, query.sort))
          : null,
      total,
    };
  }

  async get(viewer: Viewer, id: string): Promise<PatientRecord> {
    const row = await this.repository.findSummary(viewer.userId, id);
    if (!row) throw notFound();
    await this.journal?.record(viewer, 'patient.view', { patientId: id });
    return toPatientRecord(row);
  }

  async create(viewer: Viewer, payload: PatientPayload): Promise<PatientRecord> {
    const id = newId();
    const now = nowMs();
    const tagsAdded = await this.repository.transaction(async (repository, trx) => {
      // Tags are stored as the vocabulary spells them (one tag-equality rule, decision 0046).
      const tags = await new TagsRepository(trx).adopt(viewer.userId, 'patient', payload.tags, now);
      await repository.insert({
        id,
        user_id: viewer.userId,
        nom: payload.nom,
        prenom: payload.prenom,
        date_naissance: payload.date_naissance,
        email: payload.email,
        telephone: payload.telephone,
        tags: toJsonText(tags.names),
        sexe: payload.sexe,
        adresse: payload.adresse,
        commentaire: payload.commentaire,
        cote_affecte: payload.cote_affecte,
        created_at: now,
        updated_at: now,
        is_deleted: 0,
        deleted_at: null,
      });
      return tags.added;
    });
    if (tagsAdded) await this.tags.announceNewNames(viewer.userId);
    await this.#publish(viewer.userId, id);
    return this.get(viewer, id);
  }

  async update(viewer: Viewer, id: string, patch: PatientPatch): Promise<PatientRecord> {
    const now = nowMs();
    const outcome = await this.repository.transaction(async (repository, trx) => {
      const tags = patch.tags
        ? await new TagsRepository(trx).adopt(viewer.userId, 'patient', patch.tags, now)
        : null;
      const changed = await repository.update(viewer.userId, id, {
        ...columnsOf(tags ? { ...patch, tags: tags.names } : patch),
        updated_at: now,
      });
      // A missing patient rolls the new tags back with the transaction.
      if (!changed) throw notFound();
      return { tagsAdded: tags?.added ?? false };
    });
    if (outcome.tagsAdded) await this.tags.announceNewNames(viewer.userId);
    await this.#publish(viewer.userId, id);
    return this.get(viewer, id);
  }

  /**
   * Spec 01 §4: deleting moves the patient to the trash. Its photos stay filed under it and
   * leave the galleries with it (decision 0015), so photo lists refetch too.
   */
  async delete(viewer: Viewer, id: string): Promise<void> {
    if (!(await this.repository.softDelete(viewer.userId, id, nowMs()))) throw notFound();
    await this.journal?.record(viewer, 'patient.delete', { patientId: id });
    await this.#publish(viewer.userId, id);
    await this.bus.publish({ topic: PHOTOS_CHANGED_TOPIC, ids: [], userId: viewer.userId });
  }

  #publish(userId: string, id: string): Promise<void> {
    return this.bus.publish({ topic: PATIENTS_CHANGED_TOPIC, ids: [id], userId });
  }
}
