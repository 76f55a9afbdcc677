import { sql, type Kysely } from 'kysely';
import type { PortableColumnTypes } from '../portable';
import type { PortableMigration } from './migration';

const REGION_COLUMNS = ['face_x', 'face_y', 'face_w', 'face_h'] as const;
const IMAGE_SIZE_COLUMNS = ['image_width', 'image_height'] as const;

/**
 * What bumps a user's face_index_versions row: every change of the user's embeddings, and the
 * trash or removal of a photo holding one or of a patient. The bump happens in the writer's own
 * transaction, whichever module writes, so a node can tell its in-memory face index is stale
 * before any live event reaches it (decision 0018).
 */
const SQLITE_BUMP = (owner: string) => `
  insert into face_index_versions (user_id, version) values (${owner}, 1)
  on conflict (user_id) do update set version = version + 1;`;

const SQLITE_TRIGGERS = [
  `create trigger face_index_on_embedding_insert after insert on face_embeddings
   begin ${SQLITE_BUMP('new.user_id')} end`,
  `create trigger face_index_on_embedding_update after update on face_embeddings
   begin ${SQLITE_BUMP('new.user_id')} end`,
  `create trigger face_index_on_embedding_delete after delete on face_embeddings
   begin ${SQLITE_BUMP('old.user_id')} end`,
  `create trigger face_index_on_photo_trash after update of is_deleted on photos
   when old.is_deleted <> new.is_deleted and exists (
     select 1 from face_embeddings where user_id = new.user_id and photo_id = new.id)
   begin ${SQLITE_BUMP('new.user_id')} end`,
  `create trigger face_index_on_photo_delete after delete on photos
   when exists (select 1 from face_embeddings where user_id = old.user_id and photo_id = old.id)
   begin ${SQLITE_BUMP('old.user_id')} end`,
  `create trigger face_index_on_patient_trash after update of is_deleted on patients
   when old.is_deleted <> new.is_deleted
   begin ${SQLITE_BUMP('new.user_id')} end`,
  `create trigger face_index_on_patient_delete after delete on patients
   begin ${SQLITE_BUMP('old.user_id')} end`,
];

const POSTGRES_FUNCTION = `
  create function face_index_bump() returns trigger language plpgsql as $$
  declare
    owner text;
  begin
    if tg_op = 'DELETE' then owner := old.user_id; else owner := new.user_id; end if;
    if tg_table_name = 'photos' and not exists (
      select 1 from face_embeddings
      where user_id = owner and photo_id = (case when tg_op = 'DELETE' then old.id else new.id end)
    ) then
      return null;
    end if;
    insert into face_index_versions (user_id, version) values (owner, 1)
    on conflict (user_id) do update set version = face_index_versions.version + 1;
    return null;
  end $$`;

const POSTGRES_TRIGGERS = [
  `create trigger face_index_on_embedding_change after insert or update or delete
   on face_embeddings for each row execute function face_index_bump()`,
  `create trigger face_index_on_photo_trash after update of is_deleted on photos for each row
   when (old.is_deleted is distinct from new.is_deleted) execute function face_index_bump()`,
  `create trigger face_index_on_photo_delete after delete on photos for each row
   execute function face_index_bump()`,
  `create trigger face_index_on_patient_trash after update of is_deleted on patients for each row
   when (old.is_deleted is distinct from new.is_deleted) execute function face_index_bump()`,
  `create trigger face_index_on_patient_delete after delete on patients for each row
   execute function face_index_bump()`,
];

const TRIGGER_NAMES: Readonly<Record<string, string[]>> = {
  face_embeddings: [
    'face_index_on_embedding_insert',
    'face_index_on_embedding_update',
    'face_index_on_embedding_delete',
    'face_index_on_embedding_change',
  ],
  photos: ['face_index_on_photo_trash', 'face_index_on_photo_delete'],
  patients: ['face_index_on_patient_trash', 'face_index_on_patient_delete'],
};

const isPostgres = (types: PortableColumnTypes) => types.bytes === 'bytea';

async function run(db: Kysely<unknown>, statement: string): Promise<void> {
  await sql.raw(statement).execute(db);
}

// Face recognition (issue 6, decision 0018): the face box and the analysed image's size, one
// embedding per photo, and the per-user version that keeps every node's face index exact.
export const faceRegionsMigration: PortableMigration = {
  async up(db, types) {
    for (const column of REGION_COLUMNS) {
      await db.schema.alterTable('face_embeddings').addColumn(column, types.real).execute();
    }
    for (const column of IMAGE_SIZE_COLUMNS) {
      await db.schema.alterTable('face_embeddings').addColumn(column, types.integer).execute();
    }

    // One embedding per photo: keep the newest of any duplicates before making it a rule.
    await sql`
      delete from face_embeddings where exists (
        select 1 from face_embeddings newer
        where newer.user_id = face_embeddings.user_id
          and newer.photo_id = face_embeddings.photo_id
          and newer.id > face_embeddings.id)`.execute(db);
    await db.schema.dropIndex('face_embeddings_by_photo').execute();
    await db.schema
      .createIndex('face_embeddings_one_per_photo')
      .on('face_embeddings')
      .columns(['user_id', 'photo_id'])
      .unique()
      .execute();

    await db.schema
      .createTable('face_index_versions')
      .addColumn('user_id', types.id, (column) => column.primaryKey())
      .addColumn('version', types.bigInteger, (column) => column.notNull())
      .execute();
    if (isPostgres(types)) {
      await run(db, POSTGRES_FUNCTION);
      for (const trigger of POSTGRES_TRIGGERS) await run(db, trigger);
    } else {
      for (const trigger of SQLITE_TRIGGERS) await run(db, trigger);
    }
  },
  async down(db, types) {
    for (const [table, names] of Object.entries(TRIGGER_NAMES)) {
      for (const name of names) {
        await run(
          db,
          isPostgres(types)
            ? `drop trigger if exists ${name} on ${table}`
            : `drop trigger if exists ${name}`,
        );
      }
    }
    if (isPostgres(types)) await run(db, 'drop function if exists face_index_bump()');
    await db.schema.dropTable('face_index_versions').execute();
    await db.schema.dropIndex('face_embeddings_one_per_photo').execute();
    await db.schema
      .createIndex('face_embeddings_by_photo')
      .on('face_embeddings')
      .columns(['user_id', 'photo_id'])
      .execute();
    for (const column of [...IMAGE_SIZE_COLUMNS, ...REGION_COLUMNS]) {
      await db.schema.alterTable('face_embeddings').dropColumn(column).execute();
    }
  },
};
