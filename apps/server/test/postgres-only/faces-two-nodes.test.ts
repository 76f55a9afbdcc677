import type { FaceSuggestion } from '@photodossier/domain/face-record';
import { FACES_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config/types';
import type { LiveEvent } from '../../src/platform/events/event-bus';
import { MemoryEventBus } from '../../src/platform/events/memory-event-bus';
import { createLogger } from '../../src/platform/logging/logger';
import { openPlatform, type Platform } from '../../src/platform/platform';
import { post, send, verifiedAccount, type TestAccount } from '../support/accounts';
import { embeddingBody, pictureOf, randomVector, seededRandom } from '../support/faces';
import { seedPatientRow, seedPhoto } from '../support/photos';
import type { TestApp } from '../support/test-app';
import { createTempDir, makeTestConfig, type TempDir } from '../support/test-config';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

interface Node {
  readonly app: FastifyInstance;
  readonly platform: Platform;
  readonly config: Config;
  readonly events: LiveEvent[];
}

const logger = createLogger('silent');
let database: TestDatabase;
const dataDirs: TempDir[] = [];
const nodes: Node[] = [];
let first: Node;
let second: Node;
/** A node whose bus hears nothing of the others: only the database can tell it what changed. */
let deaf: Node;
let alice: TestAccount;
const random = seededRandom(6);

async function startNode(options: { deaf?: boolean } = {}): Promise<Node> {
  const dataDir = await createTempDir('faces-node');
  dataDirs.push(dataDir);
  const config = makeTestConfig({
    dataDir: dataDir.path,
    database: database.config,
    // Every node of a cluster shares the secret that signs session cookies.
    env: { AUTH_SECRET: 'faces-two-nodes-auth-secret-0123456789abcdef' },
  });
  const opened = await openPlatform(config, logger);
  let platform = opened;
  if (options.deaf) {
    await opened.bus.close();
    platform = { ...opened, bus: new MemoryEventBus(logger) };
  }
  const app = await buildApp(config, { platform, logger });
  const events: LiveEvent[] = [];
  platform.bus.subscribe((event) => events.push(event));
  const node = { app, platform, config, events };
  nodes.push(node);
  return node;
}

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  first = await startNode();
  second = await startNode();
  deaf = await startNode({ deaf: true });
  alice = await verifiedAccount(first.app, first.config);
});

afterAll(async () => {
  for (const node of nodes) {
    await node.app.close();
    await node.platform.close();
  }
  await database?.drop();
  await Promise.all(dataDirs.map((directory) => directory.remove()));
});

/** The seed helpers take a test app; the nodes close in afterAll. */
const seedTarget = (node: Node): TestApp => ({ ...node, close: async () => undefined });

async function suggest(node: Node, embedding: readonly number[]): Promise<FaceSuggestion[]> {
  const response = await post(node.app, '/api/v1/faces/suggestions', { embedding }, alice.cookie);
  expect(response.statusCode).toBe(200);
  return (response.json() as { suggestions: FaceSuggestion[] }).suggestions;
}

async function patientWithPhoto(prenom: string): Promise<{ patientId: string; photoId: string }> {
  const patientId = await seedPatientRow(seedTarget(first), alice.userId, { prenom });
  const photo = await seedPhoto(seedTarget(first), alice.userId, { patient_id: patientId });
  return { patientId, photoId: photo.id };
}

describe('face suggestions on two server nodes', () => {
  it('a node with a warm index answers right after another node stored an embedding', async () => {
    const known = randomVector(random);
    const newcomer = randomVector(random);
    const knownPatient = await patientWithPhoto('Connue');
    const stored = await post(
      first.app,
      '/api/v1/faces/embeddings',
      embeddingBody(knownPatient.photoId, pictureOf(known, random)),
      alice.cookie,
    );
    expect(stored.statusCode).toBe(201);
    const query = pictureOf(newcomer, random);
    // Both other nodes build their index now, without the newcomer.
    for (const node of [second, deaf]) {
      expect((await suggest(node, pictureOf(known, random)))[0]?.patient_id).toBe(
        knownPatient.patientId,
      );
      expect(await suggest(node, query)).toEqual([]);
    }

    const newPatient = await patientWithPhoto('Nouvelle');
    const heardBefore = second.events.length;
    const response = await post(
      first.app,
      '/api/v1/faces/embeddings',
      embeddingBody(newPatient.photoId, pictureOf(newcomer, random)),
      alice.cookie,
    );
    expect(response.statusCode).toBe(201);
    const onFirst = await suggest(first, query);
    const onSecond = await suggest(second, query);
    const onDeaf = await suggest(deaf, query);
    expect(onFirst.map((item) => item.patient_id)).toEqual([newPatient.patientId]);
    expect(onSecond).toEqual(onFirst);
    expect(onDeaf).toEqual(onFirst);
    expect(deaf.events.some((event) => event.topic === FACES_CHANGED_TOPIC)).toBe(false);
    // The second node does hear it, later or sooner; the answer never waited for it.
    await expect
      .poll(() => second.events.slice(heardBefore).some((e) => e.topic === FACES_CHANGED_TOPIC))
      .toBe(true);
  });

  it('a patient trashed through one node is no longer suggested by the others', async () => {
    const person = randomVector(random);
    const patient = await patientWithPhoto('Éphémère');
    await post(
      first.app,
      '/api/v1/faces/embeddings',
      embeddingBody(patient.photoId, pictureOf(person, random)),
      alice.cookie,
    );
    const query = pictureOf(person, random);
    for (const node of [second, deaf]) {
      expect((await suggest(node, query)).map((item) => item.patient_id)).toEqual([
        patient.patientId,
      ]);
    }
    const trashed = await send(
      first.app,
      'DELETE',
      `/api/v1/patients/${patient.patientId}`,
      alice.cookie,
    );
    expect(trashed.statusCode).toBe(204);
    expect(await suggest(second, query)).toEqual([]);
    expect(await suggest(deaf, query)).toEqual([]);
  });

  it('two nodes storing the same photo at once leave one embedding', async () => {
    const person = randomVector(random);
    const patient = await patientWithPhoto('Concurrente');
    const responses = await Promise.all(
      [first, second, first, second].map((node) =>
        post(
          node.app,
          '/api/v1/faces/embeddings',
          embeddingBody(patient.photoId, pictureOf(person, random)),
          alice.cookie,
        ),
      ),
    );
    for (const response of responses) {
      expect([201, 409]).toContain(response.statusCode);
      if (response.statusCode === 409) {
        expect(response.json().code).toBe('face.embedding_in_progress');
      }
    }
    const rows = await first.platform.database.db
      .selectFrom('face_embeddings')
      .select('id')
      .where('photo_id', '=', patient.photoId)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
