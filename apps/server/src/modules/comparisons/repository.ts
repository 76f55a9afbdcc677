import type { Kysely } from 'kysely';
import type { ComparisonsTable, Database } from '../../platform/db/schema';

export interface ComparisonPhotoRow {
  readonly comparison_id: string;
  readonly position: number;
  readonly photo_id: string;
  readonly settings: string;
}

export interface ComparisonWithPhotos {
  readonly comparison: ComparisonsTable;
  readonly photos: ComparisonPhotoRow[];
}

export interface CandidatePhotoRow {
  readonly id: string;
  readonly patient_id: string | null;
  readonly is_deleted: number;
}

export interface NewComparison {
  readonly id: string;
  readonly patientId: string;
  readonly title: string;
  readonly view: string;
  readonly photos: ReadonlyArray<{ readonly photoId: string; readonly settings: string }>;
  readonly at: number;
}

/** SQL of saved comparisons; every function takes the owner's id. */
export class ComparisonsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async activePatientExists(userId: string, patientId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('patients')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '=', patientId)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    return row !== undefined;
  }

  async photosByIds(userId: string, ids: readonly string[]): Promise<CandidatePhotoRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('photos')
      .select(['id', 'patient_id', 'is_deleted'])
      .where('user_id', '=', userId)
      .where('id', 'in', [...ids])
      .execute();
  }

  /**
   * The patient's comparisons, last changed first, leaving out those with a photo in the
   * trash: they come back when it is restored.
   */
  async listForPatient(userId: string, patientId: string): Promise<ComparisonWithPhotos[]> {
    const comparisons = await this.db
      .selectFrom('comparisons')
      .selectAll()
      .where('user_id', '=', userId)
      .where('patient_id', '=', patientId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('comparison_photos')
              .innerJoin('photos', 'photos.id', 'comparison_photos.photo_id')
              .select('comparison_photos.position')
              .whereRef('comparison_photos.comparison_id', '=', 'comparisons.id')
              .where('comparison_photos.user_id', '=', userId)
              .where('photos.user_id', '=', userId)
              .where('photos.is_deleted', '=', 1),
          ),
        ),
      )
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return this.#withPhotos(userId, comparisons);
  }

  async find(userId: string, id: string): Promise<ComparisonWithPhotos | null> {
    const comparison = await this.db
      .selectFrom('comparisons')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!comparison) return null;
    const [found] = await this.#withPhotos(userId, [comparison]);
    return found ?? null;
  }

  async #withPhotos(
    userId: string,
    comparisons: ComparisonsTable[],
  ): Promise<ComparisonWithPhotos[]> {
    if (comparisons.length === 0) return [];
    const photos = await this.db
      .selectFrom('comparison_photos')
      .select(['comparison_id', 'position', 'photo_id', 'settings'])
      .where('user_id', '=', userId)
      .where(
        'comparison_id',
        'in',
        comparisons.map((comparison) => comparison.id),
      )
      .orderBy('comparison_id')
      .orderBy('position')
      .execute();
    return comparisons.map((comparison) => ({
      comparison,
      photos: photos.filter((photo) => photo.comparison_id === comparison.id),
    }));
  }

  /** Creates, or replaces as a whole, a comparison and its photos in one transaction. */
  async save(userId: string, comparison: NewComparison, replace: boolean): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (replace) {
        const updated = await trx
          .updateTable('comparisons')
          .set({ title: comparison.title, view: comparison.view, updated_at: comparison.at })
          .where('user_id', '=', userId)
          .where('id', '=', comparison.id)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return false;
        await trx
          .deleteFrom('comparison_photos')
          .where('user_id', '=', userId)
          .where('comparison_id', '=', comparison.id)
          .execute();
      } else {
        await trx
          .insertInto('comparisons')
          .values({
            id: comparison.id,
            user_id: userId,
            patient_id: comparison.patientId,
            title: comparison.title,
            view: comparison.view,
            created_at: comparison.at,
            updated_at: comparison.at,
          })
          .execute();
      }
      await trx
        .insertInto('comparison_photos')
        .values(
          comparison.photos.map((photo, position) => ({
            comparison_id: comparison.id,
            position,
            user_id: userId,
            photo_id: photo.photoId,
            settings: photo.settings,
          })),
        )
        .execute();
      return true;
    });
  }

  /** Deletes a comparison with its photos' settings and the links that share it. */
  async delete(userId: string, id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('comparisons')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
      await deleteComparisonRows(trx, userId, [id]);
      return true;
    });
  }
}

/**
 * What goes with deleted comparisons: their photos' settings and the links sharing them. Also
 * used by the trash when a patient or a photo is deleted for good.
 */
export async function deleteComparisonRows(
  trx: Kysely<Database>,
  userId: string,
  comparisonIds: readonly string[],
): Promise<void> {
  if (comparisonIds.length === 0) return;
  const ids = [...comparisonIds];
  await trx
    .deleteFrom('comparison_photos')
    .where('user_id', '=', userId)
    .where('comparison_id', 'in', ids)
    .execute();
  await trx
    .deleteFrom('comparisons')
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
  await trx
    .deleteFrom('shares')
    .where('user_id', '=', userId)
    .where('kind', '=', 'comparison')
    .where('target_id', 'in', ids)
    .execute();
}
