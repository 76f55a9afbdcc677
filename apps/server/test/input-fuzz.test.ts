import { PROBLEM_CONTENT_TYPE } from '@photodossier/domain/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, verifiedAccount, type TestAccount } from './support/accounts';
import { seedPatientRow, seedPhoto } from './support/photos';
import { startTestApp, type TestApp } from './support/test-app';

// Every route of the OpenAPI document, fed malformed, oversized, control-character and
// wrong-type input (decision 0024): never a 5xx, every 4xx a problem+json with a code, and a
// refused write leaves the user's data exactly as it was. Routes added later are fuzzed too.
const CASES_PER_ROUTE = 24;
// A live stream never ends, and uploads have their own tests (tus headers, crash test).
const SKIPPED = new Set(['GET /api/v1/events', 'POST /api/v1/uploads']);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Operation {
  readonly parameters?: { name: string; in: string }[];
  readonly requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
  };
}

let testApp: TestApp;
let alice: TestAccount;
let realIds: string[];

/** mulberry32: the same cases on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0000',
  'x\u0007y',
  'x\u009bz',
  'line\nbreak',
  'é'.repeat(10_000),
  '',
  ' ',
  '../../etc/passwd',
  '%00',
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  -1,
  1e308,
  3.5,
  true,
  null,
  [],
  {},
  ['a\u0000'],
  { 'k\u0000': 'v' },
];
const HOSTILE_SEGMENTS = [
  '%00',
  'a%00b',
  '%C0%AE%C0%AE',
  'a'.repeat(5000),
  '%E2%80%AE',
  '..',
  'a%0Ab',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}

function pathWith(template: string, random: () => number, segment?: string): string {
  return template.replace(/\{[^}]+\}/g, () => segment ?? pick(random, HOSTILE_SEGMENTS));
}

/** The requests to send to one operation: bounded, from the seed. */
function casesFor(method: string, template: string, operation: Operation, seed: number) {
  const random = seeded(seed);
  const queryNames = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name);
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const fields = Object.keys(bodySchema?.properties ?? {});
  const hasBody = WRITES.has(method) && method !== 'DELETE';
  const cases: { url: string; payload?: string; contentType?: string }[] = [];
  const validish = template.includes('{') && realIds.length > 0;
  while (cases.length < CASES_PER_ROUTE) {
    const kind = Math.floor(random() * 5);
    // A real id of the user reaches past the params to the body: a write that would land.
    const segment =
      validish && method !== 'DELETE' && random() < 0.5 ? pick(random, realIds) : undefined;
    let url = pathWith(template, random, segment);
    if (kind <= 1 && queryNames.length > 0) {
      const name = pick(random, queryNames);
      url += `?${name}=${encodeURIComponent(String(pick(random, HOSTILE_VALUES)))}`;
    } else if (kind === 2) {
      url += `?${pick(random, ['%00', 'a=%00', 'cursor=%ff%fe', 'limit=NaN'])}`;
    }
    if (!hasBody) {
      cases.push({ url });
      continue;
    }
    const roll = random();
    if (roll < 0.15) cases.push({ url, payload: '{"a":', contentType: 'application/json' });
    else if (roll < 0.25) cases.push({ url, payload: 'x=1', contentType: 'text/plain' });
    else if (roll < 0.35) {
      cases.push({
        url,
        payload: JSON.stringify(pick(random, HOSTILE_VALUES)),
        contentType: 'application/json',
      });
    } else {
      const body: Record<string, unknown> = {};
      for (const field of fields) {
        if (random() < 0.5) body[field] = pick(random, HOSTILE_VALUES);
      }
      if (fields.length > 0 && Object.keys(body).length === 0) {
        body[pick(random, fields)] = pick(random, HOSTILE_STRINGS);
      }
      cases.push({ url, payload: JSON.stringify(body), contentType: 'application/json' });
    }
  }
  return cases;
}

/** Everything the user owns, read back from the database. */
async function snapshot(userId: string): Promise<string> {
  const db = testApp.platform.database.db;
  const tables = [
    'patients',
    'tags',
    'photos',
    'user_settings',
    'storage_usage',
    'import_sessions',
    'import_session_photos',
    'injection_sessions',
    'injection_products',
    'face_embeddings',
    'drive_items',
    'surgical_techniques',
    'operation_reports',
    'dictations',
    'email_sends',
    'journal_settings',
  ] as const;
  const rows = await Promise.all(
    tables.map((table) =>
      db
        .selectFrom(table)
        .selectAll()
        .where('user_id', '=', userId)
        .execute()
        .then((found) => found.map((row) => JSON.stringify(row)).sort()),
    ),
  );
  const user = await db.selectFrom('user').selectAll().where('id', '=', userId).execute();
  return JSON.stringify([rows, user]);
}

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  alice = await verifiedAccount(testApp.app, testApp.config);
  const patientId = await seedPatientRow(testApp, alice.userId);
  const photo = await seedPhoto(testApp, alice.userId, { patient_id: patientId });
  realIds = [patientId, photo.id];
});

afterAll(async () => {
  await testApp?.close();
});

describe(`every route under hostile input on ${process.env.TEST_DB_DIALECT}`, () => {
  it('answers no 5xx, every 4xx as problem+json with a code, and refused writes change nothing', async () => {
    const document = (
      await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })
    ).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const failures: string[] = [];
    let sent = 0;
    let seed = 1;
    for (const [template, operations] of Object.entries(document.paths)) {
      for (const [lowerMethod, operation] of Object.entries(operations)) {
        const method = lowerMethod.toUpperCase();
        if (SKIPPED.has(`${method} ${template}`)) continue;
        for (const request of casesFor(method, template, operation, seed++)) {
          const before = WRITES.has(method) ? await snapshot(alice.userId) : null;
          const response = await testApp.app.inject({
            method: method as 'GET',
            url: request.url,
            headers: {
              cookie: alice.cookie,
              origin: TEST_ORIGIN,
              ...(request.contentType ? { 'content-type': request.contentType } : {}),
            },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          sent += 1;
          const label = `${method} ${request.url.slice(0, 120)} ${request.payload?.slice(0, 120) ?? ''}`;
          if (response.statusCode >= 500) failures.push(`${response.statusCode} ${label}`);
          if (response.statusCode >= 400 && method !== 'HEAD') {
            const type = String(response.headers['content-type'] ?? '');
            const code = type.startsWith(PROBLEM_CONTENT_TYPE)
              ? (response.json() as { code?: unknown }).code
              : undefined;
            if (typeof code !== 'string') failures.push(`no problem code: ${label}`);
          }
          if (before !== null && response.statusCode >= 400) {
            if ((await snapshot(alice.userId)) !== before) failures.push(`partial write: ${label}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  }, 120_000);
});
