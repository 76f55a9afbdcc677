import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '../../src/platform/db/database';
import { RESYNC_TOPIC } from '@photodossier/domain/live-events';
import type { LiveEvent } from '../../src/platform/events/event-bus';
import { PgEventBus } from '../../src/platform/events/pg-event-bus';
import { createLogger } from '../../src/platform/logging/logger';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const logger = createLogger('silent');
let testDatabase: TestDatabase;
let database: AppDatabase;
let url: string;
const buses: PgEventBus[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase('postgres');
  if (testDatabase.config.dialect !== 'postgres') throw new Error('postgres expected');
  url = testDatabase.config.url;
  database = await openDatabase(testDatabase.config, logger);
});

afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});

afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

async function startBus(): Promise<PgEventBus> {
  const bus = await PgEventBus.start({
    connectionString: url,
    db: database.db as Kysely<unknown>,
    logger,
  });
  buses.push(bus);
  return bus;
}

function recorder(bus: PgEventBus): LiveEvent[] {
  const received: LiveEvent[] = [];
  bus.subscribe((event) => received.push(event));
  return received;
}

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * NOTIFYs reach a listener in commit order: once a later marker from the other bus has
 * arrived on `bus`, any echo of earlier events would have arrived too.
 */
async function drain(from: PgEventBus, received: LiveEvent[]): Promise<void> {
  const marker = `marker-${Math.random()}`;
  await from.publish({ topic: marker, ids: [], userId: null });
  await until(() => received.some((event) => event.topic === marker));
}

const withoutMarkers = (events: LiveEvent[]) =>
  events.filter((event) => !event.topic.startsWith('marker-'));

describe('PgEventBus', () => {
  it('delivers an event published on one node to the listeners of both nodes, once each', async () => {
    const a = await startBus();
    const b = await startBus();
    const onA = recorder(a);
    const onB = recorder(b);
    const event: LiveEvent = { topic: 'patients.changed', ids: ['p1'], userId: 'u1' };
    await a.publish(event);
    await until(() => onB.length === 1);
    await drain(b, onA);
    await drain(a, onB);
    expect(withoutMarkers(onA)).toEqual([event]);
    expect(withoutMarkers(onB)).toEqual([event]);
  });

  it('delivers events too large for one NOTIFY with all their ids', async () => {
    const a = await startBus();
    const b = await startBus();
    const onB = recorder(b);
    const ids = Array.from(
      { length: 1_500 },
      (_, index) => `01900000-0000-7000-8000-${String(index).padStart(12, '0')}`,
    );
    await a.publish({ topic: 'media.deleted', ids, userId: 'u1' });
    await until(() => onB.flatMap((event) => event.ids).length === ids.length);
    expect(onB.length).toBeGreaterThan(1);
    expect(new Set(onB.map((event) => event.topic))).toEqual(new Set(['media.deleted']));
    expect(onB.flatMap((event) => event.ids)).toEqual(ids);
  });

  it('listens again after its connection is cut, and asks clients to resync', async () => {
    const a = await startBus();
    const b = await startBus();
    const onB = recorder(b);
    const pid = b.listenerBackendPid;
    expect(pid).toEqual(expect.any(Number));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();

    await until(() => onB.some((event) => event.topic === RESYNC_TOPIC));
    expect(b.listenerBackendPid).not.toBe(pid);
    await a.publish({ topic: 'after.reconnect', ids: ['x'], userId: null });
    await until(() => onB.some((event) => event.topic === 'after.reconnect'));
    expect(onB.filter((event) => event.topic === 'after.reconnect')).toHaveLength(1);
  });

  it('stops listening when closed', async () => {
    const a = await startBus();
    const b = await startBus();
    const onB = recorder(b);
    await b.close();
    await a.publish({ topic: 'after.close', ids: [], userId: null });
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from pg_stat_activity
      where datname = current_database() and query ilike 'listen%'`.execute(database.db);
    expect(Number(rows[0]?.count)).toBe(1);
    expect(onB).toEqual([]);
    await expect(b.publish({ topic: 'x', ids: [], userId: null })).rejects.toThrow('closed');
  });
});
