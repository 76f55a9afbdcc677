import { createHash } from 'node:crypto';
import { UPLOAD_ENDPOINT } from '@photodossier/domain/media-record';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, postJson, useNodeCluster } from '../support/node-cluster';
import { s3BlobStoreOf, startS3rver, type S3rverHandle } from '../support/s3rver';
import { tusMetadataHeader } from '../support/tus-upload';

// The scale-out configuration (decision 0061): two server processes on one PostgreSQL database
// and one S3 bucket, no sticky sessions. An upload begun on node A, which dies mid-PATCH,
// is finished by node B from what A had staged in the bucket.
const PART_BYTES = 512 * 1024;

const s3Env: Record<string, string> = {};
const cluster = useNodeCluster(s3Env);
let s3rver: S3rverHandle;

beforeAll(async () => {
  s3rver = await startS3rver();
  Object.assign(s3Env, {
    S3_ENDPOINT: s3rver.endpoint,
    S3_BUCKET: s3rver.bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
}, 60_000);

afterAll(async () => {
  await s3rver?.stop();
});

function sha(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function photoBytes(): Promise<Buffer> {
  const photo = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 110, sigma: 60 },
    },
  })
    .jpeg({ quality: 98 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(3 * PART_BYTES);
  return photo;
}

async function stagedKeys(): Promise<string[]> {
  const store = s3BlobStoreOf(s3rver);
  const keys: string[] = [];
  for await (const key of store.list('upload-staging/')) keys.push(key);
  await store.close();
  return keys;
}

/** Creates the upload on that node; its Location. */
async function createUpload(url: string, cookie: string, photo: Buffer, filename: string) {
  const created = await fetch(`${url}${UPLOAD_ENDPOINT}`, {
    method: 'POST',
    headers: {
      cookie,
      origin: url,
      'tus-resumable': '1.0.0',
      'upload-length': String(photo.length),
      'upload-metadata': tusMetadataHeader({ filename, filetype: 'image/jpeg' }),
    },
  });
  expect(created.status).toBe(201);
  return created.headers.get('location')!;
}

/** A PATCH whose body stops after `sent` bytes of `rest` and stays open; resolves once sent. */
function patchThatStalls(url: string, cookie: string, offset: number, rest: Buffer, sent: number) {
  let markSent: () => void = () => undefined;
  const bytesSent = new Promise<void>((resolve) => (markSent = resolve));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(rest.subarray(0, sent));
    },
    pull() {
      // Asked for more: what was enqueued has gone to the socket. Nothing more ever comes.
      markSent();
      return new Promise<void>(() => undefined);
    },
  });
  const response = fetch(url, {
    method: 'PATCH',
    headers: {
      cookie,
      origin: new URL(url).origin,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body,
    duplex: 'half',
  } as RequestInit).catch((error: unknown) => error);
  return { bytesSent, response };
}

describe('an upload on two nodes sharing PostgreSQL and S3', () => {
  it('begun on node A, which is killed mid-PATCH, resumes on node B to a byte-identical photo', async () => {
    const nodeA = await cluster.startNode();
    const nodeB = await cluster.startNode();
    const signUp = await postJson(nodeA.url, '/api/auth/sign-up/email', {
      name: 'Deux Nœuds',
      email: 'two-nodes-upload@example.test',
      password: 'secret-password-1',
    });
    expect(signUp.status).toBe(200);
    const cookie = cookiesOf(signUp);
    const photo = await photoBytes();

    const location = await createUpload(nodeA.url, cookie, photo, 'deux-noeuds.jpg');
    const first = await fetch(`${nodeA.url}${location}`, {
      method: 'PATCH',
      headers: {
        cookie,
        origin: nodeA.url,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: photo.subarray(0, PART_BYTES),
    });
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(PART_BYTES));

    // Node A dies with half of the second part received.
    const stalled = patchThatStalls(
      `${nodeA.url}${location}`,
      cookie,
      PART_BYTES,
      photo.subarray(PART_BYTES, 2 * PART_BYTES),
      PART_BYTES / 2,
    );
    await stalled.bytesSent;
    await nodeA.stop('SIGKILL');
    expect(await stalled.response).toBeInstanceOf(Error);

    // Node B knows the upload and where it stands: the whole first part, nothing of the second.
    const head = await fetch(`${nodeB.url}${location}`, {
      method: 'HEAD',
      headers: { cookie, origin: nodeB.url, 'tus-resumable': '1.0.0' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(PART_BYTES));
    expect(head.headers.get('upload-length')).toBe(String(photo.length));

    await new Promise<void>((resolve, reject) => {
      new tus.Upload(photo, {
        uploadUrl: `${nodeB.url}${location}`,
        headers: { cookie, origin: nodeB.url },
        chunkSize: PART_BYTES,
        retryDelays: [],
        onSuccess: () => resolve(),
        onError: reject,
      }).start();
    });

    const list = await fetch(`${nodeB.url}/api/v1/photos?limit=10`, { headers: { cookie } });
    const { items } = (await list.json()) as { items: { id: string; filename: string }[] };
    expect(items.map((item) => item.filename)).toEqual(['deux-noeuds.jpg']);
    const file = await fetch(`${nodeB.url}/api/v1/photos/${items[0]!.id}/file`, {
      headers: { cookie },
    });
    expect(file.status).toBe(200);
    expect(sha(new Uint8Array(await file.arrayBuffer()))).toBe(sha(photo));
    // Recorded: nothing of it stays staged in the bucket.
    await expect.poll(stagedKeys).toEqual([]);
  }, 120_000);

  it('whole but never recorded when its node died, it is recorded by the next node to start', async () => {
    const dying = await cluster.startNode({ TEST_FAULT_POINT: 'upload.processing' });
    const signIn = await postJson(dying.url, '/api/auth/sign-in/email', {
      email: 'two-nodes-upload@example.test',
      password: 'secret-password-1',
    });
    expect(signIn.status).toBe(200);
    const cookie = cookiesOf(signIn);
    const photo = await photoBytes();
    const location = await createUpload(dying.url, cookie, photo, 'reprise.jpg');
    void fetch(`${dying.url}${location}`, {
      method: 'PATCH',
      headers: {
        cookie,
        origin: dying.url,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: photo,
    }).catch(() => undefined);
    await expect
      .poll(() => dying.output.some((line) => line.startsWith('fault point upload.processing')), {
        timeout: 20_000,
      })
      .toBe(true);
    await dying.stop('SIGKILL');

    const next = await cluster.startNode();
    const recorded = async () => {
      const list = await fetch(`${next.url}/api/v1/photos?limit=10`, { headers: { cookie } });
      const { items } = (await list.json()) as { items: { id: string; filename: string }[] };
      return items.find((item) => item.filename === 'reprise.jpg') ?? null;
    };
    await expect.poll(recorded, { timeout: 20_000 }).not.toBeNull();
    const file = await fetch(`${next.url}/api/v1/photos/${(await recorded())!.id}/file`, {
      headers: { cookie },
    });
    expect(sha(new Uint8Array(await file.arrayBuffer()))).toBe(sha(photo));
    await expect.poll(stagedKeys).toEqual([]);
  }, 120_000);
});
