import { sql, type Kysely } from 'kysely';
import type { PortableColumnTypes } from '../portable';
import type { PortableMigration } from './migration';

// Patient tags and photo tags become two vocabularies (decision 0033): a tag row gets a kind,
// and a name is unique per user and kind. The unique constraint changes, which SQLite can only
// do by rebuilding the table, so both dialects rebuild it. Existing names take the kind of what
// carries them: a name only photos carry becomes a photo tag, a name carried by both becomes
// one tag of each kind, and every other name (a patient's, or one nothing carries) stays a
// patient tag, as all tags were offered by the patient pickers before.

type OldTag = { id: string; user_id: string; name: string; created_at: number };
type Carrier = { user_id: string; tags: string };
type NewTag = OldTag & { kind: string };

// The tables as this migration sees them.
interface Schema {
  tags: NewTag;
  tags_with_kind: NewTag;
  tags_without_kind: OldTag;
  patients: Carrier;
  photos: Carrier;
}
type Db = Kysely<Schema>;

function namesByUser(rows: readonly Carrier[]): Map<string, Set<string>> {
  const byUser = new Map<string, Set<string>>();
  for (const row of rows) {
    let names: unknown;
    try {
      names = JSON.parse(row.tags);
    } catch {
      continue;
    }
    if (!Array.isArray(names)) continue;
    const set = byUser.get(row.user_id) ?? new Set<string>();
    for (const name of names) if (typeof name === 'string') set.add(name);
    byUser.set(row.user_id, set);
  }
  return byUser;
}

/** Per user, the tag names the rows of a table carry. */
async function tagNamesOn(db: Db, table: 'patients' | 'photos'): Promise<Map<string, Set<string>>> {
  const rows = await db
    .selectFrom(table)
    .select(['user_id', 'tags'])
    .where('tags', '!=', '[]')
    .execute();
  return namesByUser(rows);
}

async function createTagsTable(
  db: Db,
  types: PortableColumnTypes,
  table: string,
  withKind: boolean,
) {
  const start = db.schema
    .createTable(table)
    .addColumn('id', types.id, (column) => column.primaryKey())
    .addColumn('user_id', types.id, (column) => column.notNull());
  const finish = <T extends { execute(): Promise<void> }>(builder: T) => builder.execute();
  if (withKind) {
    await finish(
      start
        .addColumn('kind', types.text, (column) => column.notNull())
        .addColumn('name', types.text, (column) => column.notNull())
        .addColumn('created_at', types.timestampMs, (column) => column.notNull())
        .addUniqueConstraint('tags_user_kind_name', ['user_id', 'kind', 'name']),
    );
  } else {
    await finish(
      start
        .addColumn('name', types.text, (column) => column.notNull())
        .addColumn('created_at', types.timestampMs, (column) => column.notNull())
        .addUniqueConstraint('tags_user_name', ['user_id', 'name']),
    );
  }
}

async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 200) {
    await insert(rows.slice(start, start + 200));
  }
}

export const tagKindsMigration: PortableMigration = {
  async up(unknownDb, types) {
    const db = unknownDb as Db;
    const old: OldTag[] = await db
      .selectFrom('tags')
      .select(['id', 'user_id', 'name', 'created_at'])
      .execute();
    const onPatients = await tagNamesOn(db, 'patients');
    const onPhotos = await tagNamesOn(db, 'photos');

    const rows: NewTag[] = [];
    for (const tag of old) {
      const patient = onPatients.get(tag.user_id)?.has(tag.name) ?? false;
      const photo = onPhotos.get(tag.user_id)?.has(tag.name) ?? false;
      if (patient || !photo) rows.push({ ...tag, kind: 'patient' });
      if (photo) {
        // The photo copy of a shared name needs an id of its own.
        rows.push({ ...tag, id: patient ? `${tag.id}-photo` : tag.id, kind: 'photo' });
      }
    }

    await createTagsTable(db, types, 'tags_with_kind', true);
    await inBatches(rows, (batch) => db.insertInto('tags_with_kind').values(batch).execute());
    await db.schema.dropTable('tags').execute();
    await db.schema.alterTable('tags_with_kind').renameTo('tags').execute();
  },

  async down(unknownDb, types) {
    const db = unknownDb as Db;
    const rows: OldTag[] = await db
      .selectFrom('tags')
      .select([
        'user_id',
        'name',
        sql<number>`min(created_at)`.as('created_at'),
        sql<string>`min(id)`.as('id'),
      ])
      .groupBy(['user_id', 'name'])
      .execute();
    await createTagsTable(db, types, 'tags_without_kind', false);
    await inBatches(rows, (batch) => db.insertInto('tags_without_kind').values(batch).execute());
    await db.schema.dropTable('tags').execute();
    await db.schema.alterTable('tags_without_kind').renameTo('tags').execute();
  },
};
