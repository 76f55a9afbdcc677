import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { PatientSort } from '@photodossier/domain/patient';
import { likeInsensitive, likeInsensitiveExpression, toNumber } from '../../platform/db/portable';
import type { Database, PatientsTable } from '../../platform/db/schema';
import type { PatientSortKey } from './cursor';

export type PatientRow = Selectable<PatientsTable>;
export type NewPatientRow = Insertable<PatientsTable>;
export type PatientChanges = Omit<
  Updateable<PatientsTable>,
  'id' | 'user_id' | 'created_at' | 'is_deleted' | 'deleted_at'
>;

export interface PatientFilters {
  /** First name, last name, or both in either order; case-insensitive. */
  readonly search?: string | undefined;
  /** Patients carrying this tag name (case-insensitive). */
  readonly tag?: string | undefined;
}

export interface PatientPageRequest extends PatientFilters {
  readonly sort: PatientSort;
  readonly after: PatientSortKey | null;
  readonly limit: number;
}

/** A patient with what the lists show of its media, and the keys the name sorts compare. */
export interface PatientSummaryRow extends PatientRow {
  readonly nom_key: string;
  readonly prenom_key: string;
  readonly photo_count: number;
  readonly cover_photo_id: string | null;
}

const NAME_KEYS = {
  nom: sql<string>`lower(${sql.ref('nom')})`,
  prenom: sql<string>`lower(${sql.ref('prenom')})`,
};

function activePatientsOf(eb: ExpressionBuilder<Database, 'patients'>, userId: string) {
  return eb.and([eb('user_id', '=', userId), eb('is_deleted', '=', 0)]);
}

function matchesFilters(
  eb: ExpressionBuilder<Database, 'patients'>,
  filters: PatientFilters,
): Expression<SqlBool> {
  const conditions = [];
  const search = filters.search?.replace(/\s+/g, ' ').trim();
  if (search) {
    // Joining both names both ways lets "marie dup" and "dupont marie" find Marie Dupont.
    conditions.push(
      eb.or([
        likeInsensitiveExpression(sql`${sql.ref('prenom')} || ' ' || ${sql.ref('nom')}`, search),
        likeInsensitiveExpression(sql`${sql.ref('nom')} || ' ' || ${sql.ref('prenom')}`, search),
      ]),
    );
  }
  if (filters.tag) {
    // tags is JSON text written by JSON.stringify (no spaces): an element starts after "[" or
    // ",", and a quote inside a name is escaped, so this matches whole names only.
    const quoted = JSON.stringify(filters.tag);
    conditions.push(
      eb.or([
        likeInsensitive('tags', `[${quoted}`, 'startsWith'),
        likeInsensitive('tags', `,${quoted}`),
      ]),
    );
  }
  return eb.and(conditions);
}

function after(
  eb: ExpressionBuilder<Database, 'patients'>,
  sort: PatientSort,
  key: PatientSortKey,
): RawBuilder<SqlBool> {
  const comparison = sql.raw(sort === 'created_desc' || sort === 'name_desc' ? '<' : '>');
  if (key.by === 'created') {
    return sql<SqlBool>`(${eb.ref('created_at')}, ${eb.ref('id')}) ${comparison} (${key.createdAt}, ${key.id})`;
  }
  return sql<SqlBool>`(${NAME_KEYS.nom}, ${NAME_KEYS.prenom}, ${eb.ref('id')}) ${comparison} (${key.nomKey}, ${key.prenomKey}, ${key.id})`;
}

/** SQL of patients. Every function takes the owner's id: no query crosses users. */
export class PatientsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The user's patient unless it is in the trash; null for a missing id or another user's. */
  async findActive(
    userId: string,
    id: string,
    db: Kysely<Database> = this.db,
  ): Promise<PatientRow | null> {
    const row = await db
      .selectFrom('patients')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Marks the patient as changed (spec 01 §4: an upload updates the patient's updated_at). */
  async touch(
    userId: string,
    id: string,
    now: number,
    db: Kysely<Database> = this.db,
  ): Promise<void> {
    await db
      .updateTable('patients')
      .set({ updated_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  }

  /**
   * One page of the user's active patients, in the sort's order, after the given key. Asks for
   * `limit` rows: the caller asks one more than it shows to know whether a next page exists.
   */
  async listPage(userId: string, request: PatientPageRequest): Promise<PatientSummaryRow[]> {
    const direction =
      request.sort === 'created_desc' || request.sort === 'name_desc' ? 'desc' : 'asc';
    const byName = request.sort === 'name_asc' || request.sort === 'name_desc';
    let page = this.db
      .selectFrom('patients')
      .selectAll()
      .select([NAME_KEYS.nom.as('nom_key'), NAME_KEYS.prenom.as('prenom_key')])
      .where((eb) => activePatientsOf(eb, userId))
      .where((eb) => matchesFilters(eb, request))
      .limit(request.limit);
    const key = request.after;
    if (key) page = page.where((eb) => after(eb, request.sort, key));
    page = byName
      ? page.orderBy(NAME_KEYS.nom, direction).orderBy(NAME_KEYS.prenom, direction)
      : page.orderBy('created_at', direction);
    page = page.orderBy('id', direction);

    let summaries = this.#withMediaSummary(userId, page);
    summaries = byName
      ? summaries.orderBy('page.nom_key', direction).orderBy('page.prenom_key', direction)
      : summaries.orderBy('page.created_at', direction);
    const rows = await summaries.orderBy('page.id', direction).execute();
    return rows.map(normalizeSummary);
  }

  /** How many of the user's active patients match, all pages together. */
  async count(userId: string, filters: PatientFilters): Promise<number> {
    const row = await this.db
      .selectFrom('patients')
      .select((eb) => eb.fn.countAll().as('total'))
      .where((eb) => activePatientsOf(eb, userId))
      .where((eb) => matchesFilters(eb, filters))
      .executeTakeFirstOrThrow();
    return toNumber(row.total as number | string | bigint);
  }

  /** An active patient with its media summary; null for a missing id or another user's. */
  async findSummary(userId: string, id: string): Promise<PatientSummaryRow | null> {
    const one = this.db
      .selectFrom('patients')
      .selectAll()
      .select([NAME_KEYS.nom.as('nom_key'), NAME_KEYS.prenom.as('prenom_key')])
      .where((eb) => activePatientsOf(eb, userId))
      .where('id', '=', id);
    const row = await this.#withMediaSummary(userId, one).executeTakeFirst();
    return row ? normalizeSummary(row) : null;
  }

  // Counting and picking the cover outside the paged query keeps that work to the page's rows.
  #withMediaSummary<Page extends PatientRow & { nom_key: string; prenom_key: string }>(
    userId: string,
    page: SelectQueryBuilder<Database, 'patients', Page>,
  ) {
    return this.db
      .selectFrom(page.as('page'))
      .selectAll('page')
      .select((eb) => [
        eb
          .selectFrom('photos')
          .select((photos) => photos.fn.countAll().as('count'))
          .where('photos.user_id', '=', userId)
          .whereRef('photos.patient_id', '=', 'page.id')
          .where('photos.is_deleted', '=', 0)
          .as('photo_count'),
        eb
          .selectFrom('photos')
          .select('photos.id')
          .where('photos.user_id', '=', userId)
          .whereRef('photos.patient_id', '=', 'page.id')
          .where('photos.is_deleted', '=', 0)
          .orderBy('photos.date_prise', 'desc')
          .orderBy('photos.id', 'desc')
          .limit(1)
          .as('cover_photo_id'),
      ]);
  }

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repository: PatientsRepository, trx: Kysely<Database>) => Promise<T>) {
    return this.db.transaction().execute((trx) => work(new PatientsRepository(trx), trx));
  }

  async insert(row: NewPatientRow): Promise<void> {
    await this.db.insertInto('patients').values(row).execute();
  }

  /** Changes an active patient; false when there is none to change. */
  async update(userId: string, id: string, changes: PatientChanges): Promise<boolean> {
    const result = await this.db
      .updateTable('patients')
      .set(changes)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Moves an active patient to the trash; false when there is none to move. */
  async softDelete(userId: string, id: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('patients')
      .set({ is_deleted: 1, deleted_at: now, updated_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

function normalizeSummary(
  row: PatientRow & {
    nom_key: string;
    prenom_key: string;
    photo_count: unknown;
    cover_photo_id: string | null;
  },
): PatientSummaryRow {
  return {
    ...row,
    photo_count: toNumber(row.photo_count as number | string | bigint | null),
    cover_photo_id: row.cover_photo_id ?? null,
  };
}
