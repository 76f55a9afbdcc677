import type { Kysely } from 'kysely';
import type { PortableColumnTypes } from '../portable';

/**
 * A migration receives the dialect's portable column types so that the same code writes the
 * same schema on SQLite and PostgreSQL. Migrations see the schema as it was, hence unknown.
 */
export interface PortableMigration {
  up(db: Kysely<unknown>, types: PortableColumnTypes): Promise<void>;
  down(db: Kysely<unknown>, types: PortableColumnTypes): Promise<void>;
}
