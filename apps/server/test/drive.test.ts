import { Readable } from 'node:stream';
import { UPLOAD_ENDPOINT } from '@photodossier/domain/media-record';
import type { DriveFiles, DriveItemRecord, DriveList } from '@photodossier/domain/drive';
import type { StorageStats } from '@photodossier/domain/storage-stats';
import sharp from 'sharp';
import { SHARED_DRIVE_PAGE } from '@photodossier/domain/share';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DriveRepository } from '../src/modules/drive/repository';
import { DriveSweep } from '../src/modules/drive/sweep';
import { UploadLedgerRepository } from '../src/modules/uploads/ledger-repository';
import { ORPHAN_BLOB_GRACE_MS, OrphanBlobSweep } from '../src/modules/uploads/orphan-sweep';
import { UploadsRepository } from '../src/modules/uploads/repository';
import { createLogger } from '../src/platform/logging/logger';
import { noFaults } from '../src/platform/faults/fault-points';
import {
  TEST_ORIGIN,
  get,
  post,
  send,
  verifiedAccount,
  type TestAccount,
} from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let alice: TestAccount;
let bob: TestAccount;
let jpeg: Buffer;

const dialect = process.env.TEST_DB_DIALECT;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

function metadataHeader(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => (value === '' ? key : `${key} ${Buffer.from(value).toString('base64')}`))
    .join(',');
}

/** A drive upload through the tus pipeline: creation, then the whole body in one PATCH. */
async function upload(account: TestAccount, name: string, bytes: Buffer, parentId = '') {
  const headers = { cookie: account.cookie, origin: TEST_ORIGIN, 'tus-resumable': '1.0.0' };
  const created = await testApp.app.inject({
    method: 'POST',
    url: UPLOAD_ENDPOINT,
    headers: {
      ...headers,
      'upload-length': String(bytes.length),
      'upload-metadata': metadataHeader({
        target: 'drive',
        filename: name,
        filetype: 'application/octet-stream',
        drive_parent_id: parentId,
      }),
    },
  });
  if (created.statusCode !== 201) return created;
  return testApp.app.inject({
    method: 'PATCH',
    url: created.headers.location as string,
    headers: {
      ...headers,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
}

async function uploadFile(account: TestAccount, name: string, bytes: Buffer, parentId = '') {
  const response = await upload(account, name, bytes, parentId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DriveItemRecord>();
}

async function folder(account: TestAccount, name: string, parentId: string | null = null) {
  const response = await post(
    testApp.app,
    '/api/v1/drive/folders',
    { name, parent_id: parentId },
    account.cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DriveItemRecord>();
}

async function list(account: TestAccount, query = '') {
  const response = await get(testApp.app, `/api/v1/drive/items${query}`, account.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DriveList>();
}

function move(account: TestAccount, id: string, parentId: string | null) {
  return post(
    testApp.app,
    `/api/v1/drive/items/${id}/move`,
    { parent_id: parentId },
    account.cookie,
  );
}

async function driveStats(account: TestAccount) {
  const response = await get(testApp.app, '/api/v1/storage/stats?refresh=1', account.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StorageStats>();
}

async function rowCount(userId: string): Promise<number> {
  const rows = await testApp.platform.database.db
    .selectFrom('drive_items')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

async function blobKeys(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of testApp.platform.blobs.list(prefix)) keys.push(key);
  return keys;
}

beforeAll(async () => {
  testApp = await startTestApp();
  alice = await verifiedAccount(testApp.app, testApp.config);
  bob = await verifiedAccount(testApp.app, testApp.config);
  jpeg = await sharp({
    create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .jpeg()
    .toBuffer();
});

afterAll(async () => {
  await testApp?.close();
});

describe(`the drive on ${dialect}`, () => {
  it('lists folders before files by name, with breadcrumbs, and stores files by content', async () => {
    const root = await folder(alice, 'Protocoles');
    const inner = await folder(alice, 'Botox', root.id);
    await folder(alice, 'Acide', root.id);
    const pdf = await uploadFile(alice, 'Consentement.pdf', PDF, root.id);
    const photo = await uploadFile(alice, 'cabinet.jpg', jpeg, root.id);
    expect(pdf).toMatchObject({ type: 'file', mime_type: 'application/pdf', size: PDF.length });
    expect(photo.mime_type).toBe('image/jpeg');

    const listed = await list(alice, `?parent_id=${root.id}`);
    expect(listed.items.map((item) => item.name)).toEqual([
      'Acide',
      'Botox',
      'cabinet.jpg',
      'Consentement.pdf',
    ]);
    expect(listed.breadcrumbs).toEqual([{ id: root.id, name: 'Protocoles' }]);
    const bySize = await list(alice, `?parent_id=${root.id}&sort=size&dir=desc`);
    expect(bySize.items.slice(2).map((item) => item.size)).toEqual(
      [PDF.length, jpeg.length].sort((a, b) => b - a),
    );
    const deeper = await list(alice, `?parent_id=${inner.id}`);
    expect(deeper.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Protocoles', 'Botox']);
    expect((await list(alice, '?q=consent')).items.map((item) => item.id)).toEqual([pdf.id]);

    const file = await get(testApp.app, `/api/v1/drive/items/${pdf.id}/file`, alice.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    const keys = await blobKeys(`drive-files/${alice.userId}/`);
    expect(keys).toContain(`drive-files/${alice.userId}/${pdf.id}.pdf`);
  });

  it('serves byte ranges of a drive file (206) and refuses ranges past its end (416)', async () => {
    const body = Buffer.from(Array.from({ length: 1000 }, (_, index) => `${index % 10}`).join(''));
    const file = await uploadFile(alice, 'notes-longues.txt', body);
    const fetchRange = (range: string, cookie = alice.cookie) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/v1/drive/items/${file.id}/file`,
        headers: { cookie, range },
      });
    const middle = await fetchRange('bytes=100-199');
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100-199/${body.length}`);
    expect(middle.headers['accept-ranges']).toBe('bytes');
    expect(middle.rawPayload.equals(body.subarray(100, 200))).toBe(true);
    const open = await fetchRange('bytes=990-');
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(body.subarray(990))).toBe(true);
    const suffix = await fetchRange('bytes=-5');
    expect(suffix.rawPayload.equals(body.subarray(body.length - 5))).toBe(true);
    const past = await fetchRange(`bytes=${body.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${body.length}`);
    const whole = await fetchRange('bytes=abc');
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(body)).toBe(true);
    expect((await fetchRange('bytes=0-9', bob.cookie)).statusCode).toBe(404);
  });

  it("lists the user's files across folders for the storage manager, largest first, paged", async () => {
    const account = alice;
    const archive = await folder(account, 'Archives fichiers');
    const sizes = [40, 300, 120, 75];
    const made: DriveItemRecord[] = [];
    for (const [index, size] of sizes.entries()) {
      const body = Buffer.from('x'.repeat(size));
      made.push(await uploadFile(account, `f-${index}.txt`, body, index % 2 ? archive.id : ''));
    }
    const files = async (query: string, cookie = account.cookie) => {
      const response = await get(testApp.app, `/api/v1/drive/files${query}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<DriveFiles>();
    };
    const all = await files('?limit=500');
    const mine = all.items.filter((item) => made.some((file) => file.id === item.id));
    expect(mine.map((item) => item.size)).toEqual([...sizes].sort((a, b) => b - a));
    const listedSizes = all.items.map((item) => item.size);
    expect(listedSizes).toEqual([...listedSizes].sort((a, b) => b - a));
    expect(all.items.every((item) => item.type === 'file' && item.size > 0)).toBe(true);
    expect(mine.find((item) => item.id === made[1]!.id)?.folder_name).toBe('Archives fichiers');
    expect(mine.find((item) => item.id === made[0]!.id)?.folder_name).toBeNull();
    expect(all.total).toBe(all.items.length);
    expect(all.totalSize).toBe(listedSizes.reduce((sum, size) => sum + size, 0));
    const first = await files('?limit=2');
    expect(first.items).toEqual(all.items.slice(0, 2));
    expect(first.nextOffset).toBe(2);
    const second = await files(`?limit=2&offset=${first.nextOffset}`);
    expect(second.items).toEqual(all.items.slice(2, 4));
    const byName = (await files('?sort=name&limit=500')).items.map((item) => item.name);
    expect(byName).toEqual(
      [...byName].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)),
    );
    // Bob sees none of Alice's files, and a deleted one leaves the list and the totals.
    const bobs = await files('?limit=500', bob.cookie);
    expect(bobs.items.filter((item) => made.some((file) => file.id === item.id))).toEqual([]);
    expect(
      (await send(testApp.app, 'DELETE', `/api/v1/drive/items/${made[1]!.id}`, account.cookie))
        .statusCode,
    ).toBe(200);
    const after = await files('?limit=500');
    expect(after.items.map((item) => item.id)).not.toContain(made[1]!.id);
    expect(after.totalSize).toBe(all.totalSize - sizes[1]!);
    expect((await get(testApp.app, '/api/v1/drive/files', '')).statusCode).toBe(401);
    expect(
      (await get(testApp.app, '/api/v1/drive/files?sort=evil', account.cookie)).statusCode,
    ).toBe(400);
  });

  it('refuses programs and scripts, by name and by bytes', async () => {
    const byName = await upload(alice, 'setup.exe', Buffer.from('hello'));
    expect(byName.statusCode).toBe(415);
    expect(byName.json()).toMatchObject({ code: 'drive.executable_refused' });
    const script = await upload(alice, 'notes.txt', Buffer.from('#!/bin/sh\nrm -rf /\n'));
    expect(script.statusCode).toBe(415);
    expect(script.json()).toMatchObject({ code: 'drive.executable_refused' });
    const windows = await upload(alice, 'facture.pdf', Buffer.concat([Buffer.from('MZ'), PDF]));
    expect(windows.statusCode).toBe(415);
    const text = await uploadFile(alice, 'tarifs.csv', Buffer.from('acte;prix\nbotox;300\n'));
    expect(text.mime_type).toBe('text/csv');
  });

  it('refuses a folder moved into itself or a subfolder at any depth, moves in one row', async () => {
    const top = await folder(alice, 'Top');
    let parent = top;
    const chain: DriveItemRecord[] = [];
    for (let depth = 0; depth < 12; depth += 1) {
      parent = await folder(alice, `Niveau ${depth}`, parent.id);
      chain.push(parent);
    }
    const deepest = chain.at(-1) as DriveItemRecord;
    for (const target of [top, chain[0], chain[5], deepest]) {
      const refused = await move(alice, top.id, (target as DriveItemRecord).id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'drive.move_into_itself' });
    }
    const elsewhere = await folder(alice, 'Ailleurs');
    const moved = await move(alice, chain[3]!.id, elsewhere.id);
    expect(moved.statusCode, moved.body).toBe(200);
    const crumbs = await list(alice, `?parent_id=${deepest.id}`);
    expect(crumbs.breadcrumbs.map((crumb) => crumb.name)).toEqual([
      'Ailleurs',
      ...chain.slice(3).map((item) => item.name),
    ]);
    // The deepest folder left Top's tree: Top may now go under it, and then Ailleurs, above
    // both, may not go under Top.
    expect((await move(alice, top.id, deepest.id)).statusCode).toBe(200);
    expect((await move(alice, elsewhere.id, top.id)).statusCode).toBe(409);
    expect((await move(alice, elsewhere.id, null)).statusCode).toBe(200);
    const missing = await move(alice, '0192f1a2-7c3b-7d4e-8f90-123456789abc', null);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'drive.item_not_found' });
  });

  it("keeps each user's drive to them: ids of another user's items are not found", async () => {
    const secret = await folder(alice, 'Factures');
    const file = await uploadFile(alice, 'facture.pdf', PDF, secret.id);
    const own = await folder(bob, 'Bob');
    expect((await list(bob)).items.map((item) => item.id)).toEqual([own.id]);
    expect((await list(bob, '?q=factur')).items).toEqual([]);
    for (const response of [
      await get(testApp.app, `/api/v1/drive/items?parent_id=${secret.id}`, bob.cookie),
      await get(testApp.app, `/api/v1/drive/items/${file.id}`, bob.cookie),
      await get(testApp.app, `/api/v1/drive/items/${file.id}/file`, bob.cookie),
      await get(testApp.app, `/api/v1/drive/items/${secret.id}/summary`, bob.cookie),
      await send(testApp.app, 'PATCH', `/api/v1/drive/items/${file.id}`, bob.cookie, {
        name: 'volé.pdf',
      }),
      await move(bob, file.id, own.id),
      await move(bob, own.id, secret.id),
      await post(
        testApp.app,
        '/api/v1/drive/folders',
        { name: 'x', parent_id: secret.id },
        bob.cookie,
      ),
      await upload(bob, 'intrus.pdf', PDF, secret.id),
      await send(testApp.app, 'DELETE', `/api/v1/drive/items/${secret.id}`, bob.cookie),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect((await list(alice, `?parent_id=${secret.id}`)).items.map((item) => item.name)).toEqual([
      'facture.pdf',
    ]);
    expect((await get(testApp.app, '/api/v1/drive/items', '')).statusCode).toBe(401);
  });

  it('deletes a tree at once, gives its bytes back, and sweeps it in batches across a restart', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    const before = await driveStats(account);
    const tree = await folder(account, 'Archives');
    const sub = await folder(account, '2024', tree.id);
    let bytes = 0;
    for (let index = 0; index < 6; index += 1) {
      const body = Buffer.from(`lettre ${index}\n`.repeat(index + 1));
      bytes += body.length;
      await uploadFile(account, `lettre-${index}.txt`, body, index % 2 ? sub.id : tree.id);
    }
    const kept = await uploadFile(account, 'garder.pdf', PDF);
    const filled = await driveStats(account);
    expect(filled.breakdown.drive).toEqual({
      count: before.breakdown.drive.count + 7,
      size: before.breakdown.drive.size + bytes + PDF.length,
    });
    const summary = await get(
      testApp.app,
      `/api/v1/drive/items/${tree.id}/summary`,
      account.cookie,
    );
    expect(summary.json()).toEqual({ folders: 2, files: 6, bytes });

    // A sweep that cannot start (as if the server died at once) leaves only marked rows.
    const repository = new DriveRepository(testApp.platform.database.db);
    const marked = await repository.markTreeDeleted(account.userId, tree.id, Date.now());
    expect(marked).toEqual({ folders: 2, files: 6, bytes });
    expect((await list(account)).items.map((item) => item.id)).toEqual([kept.id]);
    expect((await driveStats(account)).breakdown.drive).toEqual({
      count: filled.breakdown.drive.count - 6,
      size: filled.breakdown.drive.size - bytes,
    });
    expect(
      (await get(testApp.app, `/api/v1/drive/items/${sub.id}`, account.cookie)).statusCode,
    ).toBe(404);
    const logger = createLogger('silent');
    const blobs = testApp.platform.blobs;
    // First process: one batch of three, then it stops.
    const first = new DriveSweep(repository, blobs, logger, noFaults);
    expect(await first.run({ batch: 3, maxBatches: 1 })).toBe(3);
    expect(await rowCount(account.userId)).toBe(1 + 8 - 3);
    // Second process, after the restart: the rest.
    const second = new DriveSweep(repository, blobs, logger, noFaults);
    await second.run({ batch: 3 });
    expect(await rowCount(account.userId)).toBe(1);
    expect(await blobKeys(`drive-files/${account.userId}/`)).toEqual(
      [kept.id].map((id) => `drive-files/${account.userId}/${id}.pdf`),
    );
  });

  it('deletes through the API: the tree and its stored files go', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    const tree = await folder(account, 'Temp');
    await uploadFile(account, 'a.pdf', PDF, tree.id);
    const deleted = await send(
      testApp.app,
      'DELETE',
      `/api/v1/drive/items/${tree.id}`,
      account.cookie,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ folders: 1, files: 1, freed_bytes: PDF.length });
    await new DriveSweep(
      new DriveRepository(testApp.platform.database.db),
      testApp.platform.blobs,
      createLogger('silent'),
      noFaults,
    ).run();
    expect(await rowCount(account.userId)).toBe(0);
    expect(await blobKeys(`drive-files/${account.userId}/`)).toEqual([]);
    const again = await send(
      testApp.app,
      'DELETE',
      `/api/v1/drive/items/${tree.id}`,
      account.cookie,
    );
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'drive.item_not_found' });
  });

  it('sweeps drive files no row names, after the grace period, and keeps every named one', async () => {
    // Alice's own account: sign-ups of one test app are rate limited.
    const account = alice;
    const kept = await uploadFile(account, 'garder.pdf', PDF);
    const others = await uploadFile(bob, 'de-bob.pdf', PDF);
    const tree = await folder(account, 'Corbeille');
    const waiting = await uploadFile(account, 'a-balayer.pdf', PDF, tree.id);
    const repository = new DriveRepository(testApp.platform.database.db);
    // Marked deleted, not yet swept: its file belongs to the drive sweep, not to this one.
    await repository.markTreeDeleted(account.userId, tree.id, Date.now());
    const blobs = testApp.platform.blobs;
    const orphan = `drive-files/${account.userId}/0192f1a2-7c3b-7d4e-8f90-000000000001.pdf`;
    await blobs.put(orphan, Readable.from([PDF]), { contentType: 'application/pdf' });
    // Only exact keys are kept: a name that merely starts with a kept item's id is not.
    const lookalike = `drive-files/${account.userId}/${kept.id}-copie.pdf`;
    await blobs.put(lookalike, Readable.from([PDF]), { contentType: 'application/pdf' });
    const sweep = new OrphanBlobSweep(
      blobs,
      new UploadsRepository(testApp.platform.database.db),
      new UploadLedgerRepository(testApp.platform.database.db),
      repository,
      createLogger('silent'),
    );
    const own = `drive-files/${account.userId}/`;
    const named = [kept, waiting].map((item) => `${own}${item.id}.pdf`);
    expect(await sweep.run(Date.now())).toBe(0);
    expect(await blobKeys(own)).toEqual(expect.arrayContaining([...named, orphan, lookalike]));
    const later = Date.now() + ORPHAN_BLOB_GRACE_MS + 60_000;
    expect(await sweep.run(later)).toBeGreaterThanOrEqual(2);
    const left = await blobKeys(own);
    expect(left).toEqual(expect.arrayContaining(named));
    expect(left).not.toContain(orphan);
    expect(left).not.toContain(lookalike);
    expect(await blobKeys(`drive-files/${bob.userId}/`)).toContain(
      `drive-files/${bob.userId}/${others.id}.pdf`,
    );
  });

  it('deletes the drive with the account: rows and files', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    const tree = await folder(account, 'Perso');
    await uploadFile(account, 'b.pdf', PDF, tree.id);
    expect(await rowCount(account.userId)).toBe(2);
    const response = await post(
      testApp.app,
      '/api/v1/account/delete',
      { password: account.password },
      account.cookie,
    );
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(await rowCount(account.userId)).toBe(0);
    expect(await blobKeys(`drive-files/${account.userId}/`)).toEqual([]);
  });
});

describe(`shared drive links on ${dialect}`, () => {
  async function share(account: TestAccount, itemId: string) {
    const response = await post(
      testApp.app,
      '/api/v1/shares',
      {
        kind: 'drive',
        drive_item_id: itemId,
        expires_in_days: 7,
        password: null,
        allow_download: true,
        show_patient_name: false,
      },
      account.cookie,
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ share: { id: string }; token: string }>();
  }

  function open(token: string, folderId?: string, cursor?: string) {
    return post(testApp.app, `/api/v1/shared/${token}`, {
      ...(folderId ? { folder_id: folderId } : {}),
      ...(cursor ? { cursor } : {}),
    });
  }

  it('pages a large shared folder by cursor: every item once, in order, nothing outside', async () => {
    const shared = await folder(alice, 'Grand partage');
    const count = SHARED_DRIVE_PAGE + 30;
    const names: string[] = [];
    for (let index = 0; index < count - 2; index += 1) {
      const name = `Dossier ${String(index).padStart(3, '0')}`;
      names.push(name);
      await folder(alice, name, shared.id);
    }
    await uploadFile(alice, 'b-fichier.pdf', PDF, shared.id);
    await uploadFile(alice, 'A-fichier.pdf', PDF, shared.id);
    const other = await folder(alice, 'Autre', shared.id);
    names.push('Autre');
    const { token } = await share(alice, shared.id);
    type Page = { drive: { items: { name: string }[]; total: number; nextCursor: string | null } };

    const first = await open(token);
    expect(first.statusCode, first.body).toBe(200);
    const one = first.json<Page>().drive;
    expect(one.items).toHaveLength(SHARED_DRIVE_PAGE);
    expect(one.total).toBe(count + 1);
    expect(one.nextCursor).not.toBeNull();
    const second = await open(token, undefined, one.nextCursor ?? '');
    expect(second.statusCode, second.body).toBe(200);
    const two = second.json<Page>().drive;
    expect(two.nextCursor).toBeNull();
    const listed = [...one.items, ...two.items].map((item) => item.name);
    const byKey = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);
    expect(listed).toEqual([...[...names].sort(byKey), 'A-fichier.pdf', 'b-fichier.pdf']);

    // A cursor is only good for the folder it came from, and only as this server wrote it.
    const outside = await folder(alice, 'Hors partage');
    for (const [folderId, cursor] of [
      [outside.id, one.nextCursor ?? ''],
      [undefined, 'bm90LWEtY3Vyc29y'],
      [undefined, Buffer.from(JSON.stringify(['folder', 'x', 1])).toString('base64url')],
    ] as const) {
      const refused = await open(token, folderId, cursor);
      expect(refused.statusCode, cursor).toBe(404);
    }
    // In a subfolder, a cursor from the parent only moves on from where it points.
    const inner = await open(token, other.id, one.nextCursor ?? '');
    expect(inner.statusCode).toBe(200);
    expect(inner.json<Page>().drive.items).toEqual([]);
  });

  beforeAll(async () => {
    // The first account of the installation is its administrator: it gives itself Pro.
    for (const account of [alice, bob]) {
      const plan = await send(
        testApp.app,
        'PUT',
        `/api/v1/admin/users/${account.userId}/plan`,
        alice.cookie,
        { planId: 'pro' },
      );
      expect(plan.statusCode, plan.body).toBe(204);
    }
  });

  it('shows the shared folder and what is below it, nothing else, until revoked', async () => {
    const outside = await folder(alice, 'Privé');
    await uploadFile(alice, 'secret.pdf', PDF, outside.id);
    const shared = await folder(alice, 'Pour le labo');
    const inner = await folder(alice, 'Radios', shared.id);
    const file = await uploadFile(alice, 'consignes.pdf', PDF, shared.id);
    await uploadFile(alice, 'photo.jpg', jpeg, inner.id);
    const bobsFolder = await folder(bob, 'Bob privé');
    const { share: record, token } = await share(alice, shared.id);

    const view = await open(token);
    expect(view.statusCode, view.body).toBe(200);
    const body = view.json<{ kind: string; drive: { items: { name: string }[] } }>();
    expect(body.kind).toBe('drive');
    expect(body.drive.items.map((item) => item.name)).toEqual(['Radios', 'consignes.pdf']);
    const below = await open(token, inner.id);
    expect(below.statusCode).toBe(200);
    expect(
      below.json<{ drive: { items: { name: string }[]; breadcrumbs: { name: string }[] } }>().drive,
    ).toMatchObject({
      items: [{ name: 'photo.jpg' }],
      breadcrumbs: [{ name: 'Pour le labo' }, { name: 'Radios' }],
    });
    // Folders outside the shared one, another user's, a file id, a made-up id: one neutral 404.
    for (const id of [outside.id, bobsFolder.id, file.id, '0192f1a2-7c3b-7d4e-8f90-123456789abc']) {
      const refused = await open(token, id);
      expect(refused.statusCode, id).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'share.not_found' });
    }
    // Bob, on Pro as well, cannot share Alice's folder.
    const theft = await post(
      testApp.app,
      '/api/v1/shares',
      {
        kind: 'drive',
        drive_item_id: shared.id,
        expires_in_days: 7,
        password: null,
        allow_download: true,
        show_patient_name: false,
      },
      bob.cookie,
    );
    expect(theft.statusCode).toBe(400);
    expect(theft.json()).toMatchObject({ code: 'share.invalid_target' });

    const revoked = await post(testApp.app, `/api/v1/shares/${record.id}/revoke`, {}, alice.cookie);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await open(token)).statusCode).toBe(404);
  });
});
