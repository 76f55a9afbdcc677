import { tagKey } from '@photodossier/domain/tag-record';
import type { Kysely } from 'kysely';
import type { PortableMigration } from './migration';

// Issue 20, decision 0046.
// 1. One tag-equality rule (case and accents ignored): each tag gets name_key, unique per user
//    and kind. Tags that were already the same under that rule ("Botox", "botox") merge into
//    the oldest one, and the patients and photos carrying them are rewritten to its spelling,
//    each tag once. Tag colours (the settings' tag management) come with it.
// 2. The organization settings (practice name, address, phone, RPPS/ADELI number, the logo's
//    blob) and the communication settings (notification switches), one row per user each.
// 3. Background archive exports: one row per job, resumed by the runner after a restart.

type Tag = {
  id: string;
  user_id: string;
  kind: string;
  name: string;
  name_key: string | null;
  created_at: number;
};
type Carrier = { id: string; user_id: string; tags: string };

interface Schema {
  tags: Tag;
  patients: Carrier;
  photos: Carrier;
}
type Db = Kysely<Schema>;

function parseNames(text: string): string[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((name) => typeof name === 'string') : null;
  } catch {
    return null;
  }
}

async function mergeTagsByKey(db: Db): Promise<void> {
  const tags = await db
    .selectFrom('tags')
    .select(['id', 'user_id', 'kind', 'name', 'name_key', 'created_at'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  // user + kind + key -> the spelling kept (the oldest tag's).
  const kept = new Map<string, string>();
  const duplicates: string[] = [];
  for (const tag of tags) {
    const key = tagKey(tag.name);
    const slot = `${tag.user_id}\u0000${tag.kind}\u0000${key}`;
    if (kept.has(slot)) {
      duplicates.push(tag.id);
      continue;
    }
    kept.set(slot, tag.name);
    await db.updateTable('tags').set({ name_key: key }).where('id', '=', tag.id).execute();
  }
  for (let start = 0; start < duplicates.length; start += 200) {
    await db
      .deleteFrom('tags')
      .where('id', 'in', duplicates.slice(start, start + 200))
      .execute();
  }

  const carriers = [
    ['patients', 'patient'],
    ['photos', 'photo'],
  ] as const;
  for (const [table, kind] of carriers) {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'user_id', 'tags'])
      .where('tags', '!=', '[]')
      .execute();
    for (const row of rows) {
      const names = parseNames(row.tags);
      if (!names) continue;
      const seen = new Set<string>();
      const next: string[] = [];
      for (const name of names) {
        const key = tagKey(name);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push(kept.get(`${row.user_id}\u0000${kind}\u0000${key}`) ?? name);
      }
      const text = JSON.stringify(next);
      if (text !== row.tags) {
        await db.updateTable(table).set({ tags: text }).where('id', '=', row.id).execute();
      }
    }
  }
}

export const tagKeysPracticeAndExportJobsMigration: PortableMigration = {
  async up(unknownDb, types) {
    const db = unknownDb as Db;
    await unknownDb.schema.alterTable('tags').addColumn('name_key', types.text).execute();
    await unknownDb.schema.alterTable('tags').addColumn('color', types.text).execute();
    await mergeTagsByKey(db);
    await unknownDb.schema
      .createIndex('tags_user_kind_key')
      .on('tags')
      .columns(['user_id', 'kind', 'name_key'])
      .unique()
      .execute();

    await unknownDb.schema
      .createTable('practice_profiles')
      .addColumn('user_id', types.id, (column) => column.primaryKey())
      .addColumn('name', types.text, (column) => column.notNull())
      .addColumn('address', types.text, (column) => column.notNull())
      .addColumn('phone', types.text, (column) => column.notNull())
      // 'rpps' (11 digits), 'adeli' (9 digits) or '' with an empty number.
      .addColumn('professional_id_kind', types.text, (column) => column.notNull())
      .addColumn('professional_id', types.text, (column) => column.notNull())
      .addColumn('logo_key', types.text)
      .addColumn('logo_type', types.text)
      .addColumn('logo_size', types.integer)
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .execute();

    await unknownDb.schema
      .createTable('notification_preferences')
      .addColumn('user_id', types.id, (column) => column.primaryKey())
      .addColumn('import_finished', types.boolean, (column) => column.notNull())
      .addColumn('share_opened', types.boolean, (column) => column.notNull())
      .addColumn('quota_near', types.boolean, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .execute();

    await unknownDb.schema
      .createTable('export_jobs')
      .addColumn('id', types.id, (column) => column.primaryKey())
      .addColumn('user_id', types.id, (column) => column.notNull())
      // 'queued', 'running', 'done', 'failed'.
      .addColumn('status', types.text, (column) => column.notNull())
      .addColumn('with_embeddings', types.boolean, (column) => column.notNull())
      .addColumn('bytes_done', types.bigInteger, (column) => column.notNull())
      .addColumn('bytes_total', types.bigInteger, (column) => column.notNull())
      .addColumn('attempts', types.integer, (column) => column.notNull())
      .addColumn('blob_key', types.text)
      .addColumn('error', types.text)
      .addColumn('created_at', types.timestampMs, (column) => column.notNull())
      .addColumn('updated_at', types.timestampMs, (column) => column.notNull())
      .addColumn('finished_at', types.timestampMs)
      .addColumn('expires_at', types.timestampMs)
      .execute();
    await unknownDb.schema
      .createIndex('export_jobs_by_user')
      .on('export_jobs')
      .columns(['user_id', 'created_at'])
      .execute();
    await unknownDb.schema
      .createIndex('export_jobs_by_status')
      .on('export_jobs')
      .columns(['status'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('export_jobs').execute();
    await db.schema.dropTable('notification_preferences').execute();
    await db.schema.dropTable('practice_profiles').execute();
    await db.schema.dropIndex('tags_user_kind_key').execute();
    await db.schema.alterTable('tags').dropColumn('color').execute();
    await db.schema.alterTable('tags').dropColumn('name_key').execute();
  },
};
