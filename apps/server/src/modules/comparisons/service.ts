import {
  comparisonPhotoSettingsSchema,
  comparisonViewSchema,
  type ComparisonBody,
  type ComparisonList,
  type ComparisonRecord,
  type ExportPolicy,
} from '@photodossier/domain/comparison';
import { COMPARISONS_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import { canUseFeature } from '@photodossier/domain/plan-access';
import type { Viewer } from '../../platform/auth/viewer';
import { fromJsonText, newId, nowMs, toIso, toJsonText } from '../../platform/db/portable';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import type { SubscriptionReader } from '../billing/subscription';
import type { ComparisonsRepository, ComparisonWithPhotos } from './repository';

const notFound = () => new AppError('request.not_found', 404);

function toRecord({ comparison, photos }: ComparisonWithPhotos): ComparisonRecord {
  return {
    id: comparison.id,
    patient_id: comparison.patient_id,
    title: comparison.title,
    view: comparisonViewSchema.parse(fromJsonText(comparison.view)),
    photos: photos.map((photo) =>
      comparisonPhotoSettingsSchema.parse({
        ...fromJsonText<object>(photo.settings),
        photo_id: photo.photo_id,
      }),
    ),
    created_at: toIso(comparison.created_at),
    updated_at: toIso(comparison.updated_at),
  };
}

/**
 * Saved comparisons (decision 0029): 2 to 4 active photos of one active patient of the
 * signed-in user, with their placements and the view. Another user's ids answer 404.
 */
export class ComparisonsService {
  constructor(
    private readonly comparisons: ComparisonsRepository,
    private readonly subscriptions: SubscriptionReader,
    private readonly bus: EventBus,
    /** The practice's name of the organization settings, or null. */
    private readonly practiceName: (userId: string) => Promise<string | null> = async () => null,
  ) {}

  async list(viewer: Viewer, patientId: string): Promise<ComparisonList> {
    if (!(await this.comparisons.activePatientExists(viewer.userId, patientId))) throw notFound();
    const rows = await this.comparisons.listForPatient(viewer.userId, patientId);
    return { items: rows.map(toRecord) };
  }

  async get(viewer: Viewer, id: string): Promise<ComparisonRecord> {
    const found = await this.comparisons.find(viewer.userId, id);
    if (
      !found ||
      !(await this.comparisons.activePatientExists(viewer.userId, found.comparison.patient_id))
    ) {
      throw notFound();
    }
    return toRecord(found);
  }

  async create(viewer: Viewer, body: ComparisonBody): Promise<ComparisonRecord> {
    const patientId = await this.#patientOf(viewer.userId, body);
    const id = newId();
    await this.comparisons.save(viewer.userId, this.#row(id, patientId, body), false);
    await this.#announce(viewer, patientId);
    return this.get(viewer, id);
  }

  async update(viewer: Viewer, id: string, body: ComparisonBody): Promise<ComparisonRecord> {
    const existing = await this.comparisons.find(viewer.userId, id);
    if (!existing) throw notFound();
    const patientId = await this.#patientOf(viewer.userId, body);
    // A comparison stays with its patient: photos of another one make another comparison.
    if (patientId !== existing.comparison.patient_id) {
      throw new AppError('comparison.invalid_photos', 400);
    }
    if (!(await this.comparisons.save(viewer.userId, this.#row(id, patientId, body), true))) {
      throw notFound();
    }
    await this.#announce(viewer, patientId);
    return this.get(viewer, id);
  }

  async delete(viewer: Viewer, id: string): Promise<void> {
    const existing = await this.comparisons.find(viewer.userId, id);
    if (!existing || !(await this.comparisons.delete(viewer.userId, id))) throw notFound();
    await this.#announce(viewer, existing.comparison.patient_id);
  }

  /** Spec 01 §5: plans without watermark_free_export mark every export. */
  async exportPolicy(viewer: Viewer): Promise<ExportPolicy> {
    const subscription = await this.subscriptions.current(viewer.userId);
    return {
      watermark: !canUseFeature(subscription, 'watermark_free_export'),
      practice_name: (await this.practiceName(viewer.userId))?.trim() || null,
    };
  }

  #row(id: string, patientId: string, body: ComparisonBody) {
    return {
      id,
      patientId,
      title: body.title,
      view: toJsonText(body.view),
      photos: body.photos.map(({ photo_id: photoId, ...settings }) => ({
        photoId,
        settings: toJsonText(settings),
      })),
      at: nowMs(),
    };
  }

  /** The one active patient every photo belongs to; anything else is refused. */
  async #patientOf(userId: string, body: ComparisonBody): Promise<string> {
    const ids = body.photos.map((photo) => photo.photo_id);
    const rows = await this.comparisons.photosByIds(userId, ids);
    const patients = new Set(rows.map((row) => row.patient_id));
    const [patientId] = [...patients];
    if (
      rows.length !== ids.length ||
      rows.some((row) => row.is_deleted !== 0) ||
      patients.size !== 1 ||
      !patientId ||
      !(await this.comparisons.activePatientExists(userId, patientId))
    ) {
      throw new AppError('comparison.invalid_photos', 400);
    }
    return patientId;
  }

  async #announce(viewer: Viewer, patientId: string): Promise<void> {
    await this.bus.publish({
      topic: COMPARISONS_CHANGED_TOPIC,
      ids: [patientId],
      userId: viewer.userId,
    });
  }
}
