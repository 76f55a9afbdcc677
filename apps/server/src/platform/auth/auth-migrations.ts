import { getMigrations } from 'better-auth/db/migration';
import type { Logger } from 'pino';
import { buildAuthOptions, stripeSchemaPlugin, type AuthDeps } from './create-auth';

/** The options whose schema is migrated: the Stripe tables even when Stripe is off. */
function migratedOptions(deps: AuthDeps) {
  const options = buildAuthOptions(deps);
  if (deps.config.stripe) return options;
  return { ...options, plugins: [...options.plugins, stripeSchemaPlugin()] };
}

/**
 * better-auth creates and extends its own tables from its options (its CLI needs Node 22).
 * Concurrent first starts on PostgreSQL may race on CREATE TABLE; the loser retries once and
 * then finds nothing left to do.
 */
export async function migrateAuthTables(deps: AuthDeps, logger: Logger): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { toBeCreated, toBeAdded, runMigrations } = await getMigrations(migratedOptions(deps));
      if (toBeCreated.length === 0 && toBeAdded.length === 0) return;
      await runMigrations();
      logger.info(
        {
          created: toBeCreated.map((table) => table.table),
          extended: toBeAdded.map((t) => t.table),
        },
        'auth tables migrated',
      );
      return;
    } catch (error) {
      if (attempt >= 2) throw new Error('Auth table migration failed', { cause: error });
    }
  }
}
