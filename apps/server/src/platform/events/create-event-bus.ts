import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DatabaseConfig } from '../../config/types';
import type { EventBus } from './event-bus';
import { MemoryEventBus } from './memory-event-bus';

/** Nodes sharing a PostgreSQL database share events through it; SQLite means a single node. */
export async function createEventBus(
  database: DatabaseConfig,
  db: Kysely<unknown>,
  logger: Logger,
): Promise<EventBus> {
  if (database.dialect === 'postgres') {
    const { PgEventBus } = await import('./pg-event-bus');
    return PgEventBus.start({ connectionString: database.url, db, logger });
  }
  return new MemoryEventBus(logger);
}
