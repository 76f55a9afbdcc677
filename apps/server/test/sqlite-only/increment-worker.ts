// One process of the begin-immediate test: increments a shared counter `count` times, each in
// a read-modify-write transaction, starting at the agreed instant so processes overlap.
import { sql, type Kysely } from 'kysely';
import { openSqlite } from '../../src/platform/db/sqlite';

const [file, countText, startAtText] = process.argv.slice(2);
const db = openSqlite(file!) as unknown as Kysely<{ counter: { id: number; value: number } }>;
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAtText) - Date.now())));
let failures = 0;
for (let index = 0; index < Number(countText); index += 1) {
  try {
    await db.transaction().execute(async (transaction) => {
      const row = await transaction
        .selectFrom('counter')
        .select('value')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      // Widen the window between read and write, as real request handlers do.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await transaction
        .updateTable('counter')
        .set({ value: row.value + 1 })
        .where('id', '=', 1)
        .execute();
    });
  } catch (error) {
    failures += 1;
    process.stderr.write(`${(error as Error).message}\n`);
  }
}
await sql`select 1`.execute(db);
await db.destroy();
process.stdout.write(JSON.stringify({ failures }));
