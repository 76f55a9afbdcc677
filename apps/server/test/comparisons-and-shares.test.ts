import { createHash } from 'node:crypto';
import type { ComparisonRecord } from '@photodossier/domain/comparison';
import type { CreatedShare, ShareList, SharedView } from '@photodossier/domain/share';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { get, post, send, verifiedAccount, type TestAccount } from './support/accounts';
import { comparisonBody } from './support/comparisons';
import { journalLines } from './support/journal';
import { seedPatientRow, seedPhoto } from './support/photos';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: TestAccount;
let pro: TestAccount;
let other: TestAccount;
let decouverte: TestAccount;

const dialect = process.env.TEST_DB_DIALECT;

const body = comparisonBody;

async function patientWithPhotos(account: TestAccount, count = 2) {
  const patientId = await seedPatientRow(testApp, account.userId, { prenom: 'Léa', nom: 'Martin' });
  const photos = [];
  for (let index = 0; index < count; index += 1) {
    photos.push(
      await seedPhoto(testApp, account.userId, { patient_id: patientId, zone_traitee: 'Lèvres' }),
    );
  }
  return { patientId, photoIds: photos.map((photo) => photo.id) };
}

async function createComparison(account: TestAccount, photoIds: string[]) {
  const response = await post(testApp.app, '/api/v1/comparisons', body(photoIds), account.cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ComparisonRecord>();
}

async function createShare(account: TestAccount, payload: Record<string, unknown>) {
  return post(
    testApp.app,
    '/api/v1/shares',
    {
      expires_in_days: 7,
      password: null,
      allow_download: false,
      show_patient_name: false,
      ...payload,
    },
    account.cookie,
  );
}

async function openShare(token: string, payload: Record<string, unknown> = {}, address?: string) {
  return post(
    testApp.app,
    `/api/v1/shared/${token}`,
    payload,
    '',
    address ? { 'x-forwarded-for': address } : {},
  );
}

async function setPlan(account: TestAccount, planId: string) {
  const response = await send(
    testApp.app,
    'PUT',
    `/api/v1/admin/users/${account.userId}/plan`,
    admin.cookie,
    { planId },
  );
  expect(response.statusCode, response.body).toBe(204);
}

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  admin = await verifiedAccount(testApp.app, testApp.config);
  pro = await verifiedAccount(testApp.app, testApp.config);
  other = await verifiedAccount(testApp.app, testApp.config);
  decouverte = await verifiedAccount(testApp.app, testApp.config);
  await setPlan(pro, 'pro');
  await setPlan(other, 'pro');
});

afterAll(async () => {
  await testApp?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

describe(`saved comparisons on ${dialect}`, () => {
  it('saves, lists, replaces and deletes a comparison of one patient', async () => {
    const { patientId, photoIds } = await patientWithPhotos(pro, 3);
    const created = await createComparison(pro, photoIds.slice(0, 2));
    expect(created).toMatchObject({ patient_id: patientId, title: 'Lèvres J0 / J30' });
    expect(created.photos.map((photo) => photo.photo_id)).toEqual(photoIds.slice(0, 2));
    expect(created.photos[1]?.placement).toEqual({ x: 0.01, y: 0, scale: 1.1, rotation: 0.05 });

    const replaced = await send(
      testApp.app,
      'PUT',
      `/api/v1/comparisons/${created.id}`,
      pro.cookie,
      {
        ...body([photoIds[2] ?? '', photoIds[0] ?? '', photoIds[1] ?? ''], 'Trois séances'),
        view: { ...body([]).view, mode: 'side_by_side' },
      },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<ComparisonRecord>().photos.map((photo) => photo.photo_id)).toEqual([
      photoIds[2],
      photoIds[0],
      photoIds[1],
    ]);

    const list = await get(testApp.app, `/api/v1/patients/${patientId}/comparisons`, pro.cookie);
    expect(
      list
        .json<{ items: ComparisonRecord[] }>()
        .items.map((item) => [item.id, item.title, item.view.mode]),
    ).toEqual([[created.id, 'Trois séances', 'side_by_side']]);

    expect(
      (await send(testApp.app, 'DELETE', `/api/v1/comparisons/${created.id}`, pro.cookie))
        .statusCode,
    ).toBe(204);
    expect(
      (await get(testApp.app, `/api/v1/comparisons/${created.id}`, pro.cookie)).statusCode,
    ).toBe(404);
  });

  it('refuses photos of two patients, in the trash, or of another user, and control characters', async () => {
    const first = await patientWithPhotos(pro, 1);
    const second = await patientWithPhotos(pro, 1);
    const foreign = await patientWithPhotos(other, 1);
    const trashed = await seedPhoto(testApp, pro.userId, {
      patient_id: first.patientId,
      is_deleted: 1,
      deleted_at: Date.now(),
    });
    for (const ids of [
      [first.photoIds[0], second.photoIds[0]],
      [first.photoIds[0], foreign.photoIds[0]],
      [first.photoIds[0], trashed.id],
    ]) {
      const response = await post(
        testApp.app,
        '/api/v1/comparisons',
        body(ids as string[]),
        pro.cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'comparison.invalid_photos' });
    }
    const control = await post(
      testApp.app,
      '/api/v1/comparisons',
      body([first.photoIds[0] ?? '', trashed.id], 'a\u0007b'),
      pro.cookie,
    );
    expect(control.statusCode).toBe(400);
    expect(control.json()).toMatchObject({ code: 'request.validation_failed' });
  });

  it('keeps every comparison to its owner: another user can neither read, list, change nor delete it', async () => {
    const { patientId, photoIds } = await patientWithPhotos(pro);
    const created = await createComparison(pro, photoIds);
    expect(
      (await get(testApp.app, `/api/v1/comparisons/${created.id}`, other.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await get(testApp.app, `/api/v1/patients/${patientId}/comparisons`, other.cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await send(
          testApp.app,
          'PUT',
          `/api/v1/comparisons/${created.id}`,
          other.cookie,
          body(photoIds),
        )
      ).statusCode,
    ).toBe(404);
    const otherOwn = await patientWithPhotos(other);
    expect(
      (
        await send(
          testApp.app,
          'PUT',
          `/api/v1/comparisons/${created.id}`,
          other.cookie,
          body(otherOwn.photoIds),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await send(testApp.app, 'DELETE', `/api/v1/comparisons/${created.id}`, other.cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(testApp.app, `/api/v1/comparisons/${created.id}`, pro.cookie)).json(),
    ).toMatchObject({ title: created.title });
  });

  it('hides a comparison while a photo or the patient is in the trash, and brings it back on restore', async () => {
    const { patientId, photoIds } = await patientWithPhotos(pro);
    const created = await createComparison(pro, photoIds);
    const listIds = async () => {
      const response = await get(
        testApp.app,
        `/api/v1/patients/${patientId}/comparisons`,
        pro.cookie,
      );
      return response.statusCode === 200
        ? response.json<{ items: ComparisonRecord[] }>().items.map((item) => item.id)
        : response.statusCode;
    };
    expect(await listIds()).toEqual([created.id]);
    expect(
      (await post(testApp.app, '/api/v1/photos/delete', { ids: [photoIds[0]] }, pro.cookie))
        .statusCode,
    ).toBeLessThan(300);
    expect(await listIds()).toEqual([]);
    expect(
      (await post(testApp.app, '/api/v1/trash/photos/restore', { ids: [photoIds[0]] }, pro.cookie))
        .statusCode,
    ).toBeLessThan(300);
    expect(await listIds()).toEqual([created.id]);

    expect(
      (await send(testApp.app, 'DELETE', `/api/v1/patients/${patientId}`, pro.cookie)).statusCode,
    ).toBe(204);
    expect(await listIds()).toBe(404);
    expect(
      (await get(testApp.app, `/api/v1/comparisons/${created.id}`, pro.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await post(testApp.app, `/api/v1/trash/patients/${patientId}/restore`, {}, pro.cookie))
        .statusCode,
    ).toBeLessThan(300);
    expect(await listIds()).toEqual([created.id]);
  });

  it('deletes comparisons and links with the patient deleted for good', async () => {
    const { patientId, photoIds } = await patientWithPhotos(pro);
    const created = await createComparison(pro, photoIds);
    const share = await createShare(pro, { kind: 'photos', photo_ids: photoIds });
    expect(share.statusCode).toBe(201);
    expect(
      (await send(testApp.app, 'DELETE', `/api/v1/patients/${patientId}`, pro.cookie)).statusCode,
    ).toBe(204);
    const erased = await send(
      testApp.app,
      'DELETE',
      `/api/v1/trash/patients/${patientId}`,
      pro.cookie,
    );
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    const { db } = testApp.platform.database;
    expect(
      await db.selectFrom('comparisons').select('id').where('id', '=', created.id).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('comparison_photos')
        .select('photo_id')
        .where('comparison_id', '=', created.id)
        .execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('shares').select('id').where('patient_id', '=', patientId).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('share_items')
        .select('item_id')
        .where('item_id', 'in', photoIds)
        .execute(),
    ).toEqual([]);
  });

  it('tells the export whether to watermark from the plan, not from the client', async () => {
    const policy = async (account: TestAccount) =>
      (await get(testApp.app, '/api/v1/comparisons/export-policy', account.cookie)).json();
    expect(await policy(decouverte)).toEqual({ watermark: true, practice_name: null });
    expect(await policy(pro)).toEqual({ watermark: false, practice_name: null });
    const named = await send(testApp.app, 'PUT', '/api/v1/settings/practice', decouverte.cookie, {
      name: 'Cabinet Rive Gauche',
      address: '',
      phone: '',
      professional_id_kind: '',
      professional_id: '',
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(await policy(decouverte)).toEqual({
      watermark: true,
      practice_name: 'Cabinet Rive Gauche',
    });
    expect((await get(testApp.app, '/api/v1/comparisons/export-policy')).statusCode).toBe(401);
  });
});

describe(`shared links on ${dialect}`, () => {
  it('refuses link creation without the Pro plan', async () => {
    const { photoIds } = await patientWithPhotos(decouverte);
    const response = await createShare(decouverte, { kind: 'photos', photo_ids: photoIds });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'plan.feature_required',
      params: { feature: 'patient_portal' },
    });
  });

  it('opens a comparison without an account, counts views, signs media links and keeps the token out of the database', async () => {
    const { patientId, photoIds } = await patientWithPhotos(pro);
    const comparison = await createComparison(pro, photoIds);
    const response = await createShare(pro, { kind: 'comparison', comparison_id: comparison.id });
    expect(response.statusCode, response.body).toBe(201);
    const { token, share } = response.json<CreatedShare>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(share).toMatchObject({
      kind: 'comparison',
      patient_id: patientId,
      view_count: 0,
      status: 'active',
      has_password: false,
    });
    const stored = await testApp.platform.database.db
      .selectFrom('shares')
      .selectAll()
      .where('id', '=', share.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));

    const opened = await post(testApp.app, `/api/v1/shared/${token}`, {}, '', {
      'x-forwarded-for': '203.0.113.7',
      'user-agent': 'Navigateur du confrère',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    // The opening is journaled for the owner with where it came from and on what.
    const openings = await journalLines(testApp.app, pro, 'share.open');
    expect(openings.find((line) => line.target_id === share.id)).toMatchObject({
      actor: 'share',
      patient_id: patientId,
      ip: '203.0.113.7',
      device: 'Navigateur du confrère',
    });
    const view = opened.json<SharedView>();
    expect(view).toMatchObject({
      kind: 'comparison',
      title: comparison.title,
      patient_name: null,
      allow_download: false,
    });
    expect(view.photos).toHaveLength(2);
    expect(view.comparison?.photos[1]?.placement).toEqual(comparison.photos[1]?.placement);
    // Nothing of the record's ids leaves through the link but inside the signed media links.
    const withoutLinks = JSON.stringify({
      ...view,
      photos: view.photos.map(({ key, date_prise, zone_traitee }) => ({
        key,
        date_prise,
        zone_traitee,
      })),
    });
    for (const id of [...photoIds, patientId, comparison.id, pro.userId]) {
      expect(withoutLinks).not.toContain(id);
    }
    const media = await get(testApp.app, view.photos[0]?.preview_url ?? '');
    expect(media.statusCode).toBe(200);
    expect(media.body).toContain('preview');
    expect(view.photos[0]?.download_url).toBeNull();

    await openShare(token);
    const list = (await get(testApp.app, '/api/v1/shares', pro.cookie)).json<ShareList>();
    expect(list.items.find((item) => item.id === share.id)).toMatchObject({
      view_count: 2,
      // A comparison is named by its title; only photo links are counted.
      photo_count: null,
    });
    const perPatient = (
      await get(testApp.app, `/api/v1/shares?patient_id=${patientId}`, pro.cookie)
    ).json<ShareList>();
    expect(perPatient.items.map((item) => item.id)).toEqual([share.id]);
  });

  it('shows the patient name and downloads only when ticked', async () => {
    const { photoIds } = await patientWithPhotos(pro);
    const response = await createShare(pro, {
      kind: 'photos',
      photo_ids: photoIds,
      show_patient_name: true,
      allow_download: true,
    });
    expect(response.json<CreatedShare>().share.photo_count).toBe(photoIds.length);
    const listed = (await get(testApp.app, '/api/v1/shares', pro.cookie)).json<ShareList>();
    expect(
      listed.items.find((item) => item.id === response.json<CreatedShare>().share.id),
    ).toMatchObject({ label: '', photo_count: photoIds.length });
    const view = (await openShare(response.json<CreatedShare>().token)).json<SharedView>();
    expect(view.patient_name).toBe('Léa Martin');
    expect(view.comparison).toBeNull();
    const download = await get(testApp.app, view.photos[1]?.download_url ?? '');
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('original bytes');
  });

  it('keeps links to their owner: another user neither lists nor revokes them', async () => {
    const { photoIds } = await patientWithPhotos(pro);
    const { share, token } = (
      await createShare(pro, { kind: 'photos', photo_ids: photoIds })
    ).json<CreatedShare>();
    const theirs = (await get(testApp.app, '/api/v1/shares', other.cookie)).json<ShareList>();
    expect(theirs.items.map((item) => item.id)).not.toContain(share.id);
    expect(
      (await post(testApp.app, `/api/v1/shares/${share.id}/revoke`, {}, other.cookie)).statusCode,
    ).toBe(404);
    expect((await openShare(token)).statusCode).toBe(200);
    // Nor can anyone share what is not theirs.
    const foreign = await createShare(other, { kind: 'photos', photo_ids: photoIds });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'share.invalid_target' });
  });

  it('answers one neutral 404 once revoked, expired or unknown', async () => {
    const { photoIds } = await patientWithPhotos(pro);
    const revoked = (
      await createShare(pro, { kind: 'photos', photo_ids: photoIds })
    ).json<CreatedShare>();
    const revoke = await post(
      testApp.app,
      `/api/v1/shares/${revoked.share.id}/revoke`,
      {},
      pro.cookie,
    );
    expect(revoke.json()).toMatchObject({ status: 'revoked' });
    const expiring = (
      await createShare(pro, { kind: 'photos', photo_ids: photoIds, expires_in_days: 1 })
    ).json<CreatedShare>();
    const before = (await openShare(expiring.token)).json<SharedView>();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 86_400_000 + 1000);
    const answers = [
      await openShare(revoked.token),
      await openShare(expiring.token),
      await openShare('A'.repeat(43)),
      await openShare('short'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'share.not_found' });
    }
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    // The media links signed before expiry stop with it.
    expect((await get(testApp.app, before.photos[0]?.preview_url ?? '')).statusCode).toBe(404);
    const listed = (await get(testApp.app, '/api/v1/shares', pro.cookie)).json<ShareList>();
    expect(listed.items.find((item) => item.id === expiring.share.id)?.status).toBe('expired');
  });

  it('asks for the password and limits attempts on it', async () => {
    const { photoIds } = await patientWithPhotos(pro);
    const { token } = (
      await createShare(pro, { kind: 'photos', photo_ids: photoIds, password: 'cicatrice' })
    ).json<CreatedShare>();
    const address = '203.0.113.50';
    expect((await openShare(token, {}, address)).json()).toMatchObject({
      code: 'share.password_required',
    });
    expect((await openShare(token, { password: 'cicatrice' }, address)).statusCode).toBe(200);
    const wrong = await openShare(token, { password: 'nope' }, address);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'share.wrong_password' });
    for (let attempt = 0; attempt < 3; attempt += 1)
      await openShare(token, { password: 'nope' }, address);
    const limited = await openShare(token, { password: 'cicatrice' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'share.too_many_attempts' });
    // Another address is not held back by the first one's guesses.
    expect((await openShare(token, { password: 'cicatrice' }, '203.0.113.51')).statusCode).toBe(
      200,
    );
  });

  it('limits token guesses per client address', async () => {
    const address = '198.51.100.7';
    const statuses = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push(
        (await openShare(`${'B'.repeat(40)}${String(attempt).padStart(3, '0')}`, {}, address))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((code) => code === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('stops showing photos sent to the trash and refuses a comparison with one', async () => {
    const { photoIds } = await patientWithPhotos(pro);
    const comparison = await createComparison(pro, photoIds);
    const photosLink = (
      await createShare(pro, { kind: 'photos', photo_ids: photoIds })
    ).json<CreatedShare>();
    const comparisonLink = (
      await createShare(pro, { kind: 'comparison', comparison_id: comparison.id })
    ).json<CreatedShare>();
    await post(testApp.app, '/api/v1/photos/delete', { ids: [photoIds[0]] }, pro.cookie);
    expect((await openShare(photosLink.token)).json<SharedView>().photos).toHaveLength(1);
    expect((await openShare(comparisonLink.token)).statusCode).toBe(404);
  });

  it('goes with the account: no comparison or link row of a deleted user is left', async () => {
    const doomed = await verifiedAccount(testApp.app, testApp.config);
    await setPlan(doomed, 'pro');
    const { photoIds } = await patientWithPhotos(doomed);
    const comparison = await createComparison(doomed, photoIds);
    expect(
      (await createShare(doomed, { kind: 'comparison', comparison_id: comparison.id })).statusCode,
    ).toBe(201);
    expect((await createShare(doomed, { kind: 'photos', photo_ids: photoIds })).statusCode).toBe(
      201,
    );
    const deleted = await post(
      testApp.app,
      '/api/v1/account/delete',
      { password: doomed.password },
      doomed.cookie,
    );
    expect(deleted.statusCode).toBe(204);
    const { db } = testApp.platform.database;
    for (const table of ['comparisons', 'comparison_photos', 'shares', 'share_items'] as const) {
      expect(
        await db.selectFrom(table).select('user_id').where('user_id', '=', doomed.userId).execute(),
        table,
      ).toEqual([]);
    }
  });
});
