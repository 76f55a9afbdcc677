import {
  notificationPreferencesSchema,
  practiceProfileRecordSchema,
} from '@photodossier/domain/practice';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PracticeService } from '../src/modules/settings/practice-service';
import { get, send, verifiedAccount, TEST_ORIGIN, type TestAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

// Organization and communication settings (decision 0046): validated numbers, a logo checked
// by its content and bounded, the header documents print, and one user's settings only theirs.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
});

afterAll(async () => {
  await testApp?.close();
});

const practice = {
  name: 'Cabinet du Parc',
  address: '12 rue des Lilas\n75011 Paris',
  phone: '01 23 45 67 89',
  professional_id_kind: 'rpps',
  professional_id: '101 0123 4567',
};

function putLogo(account: TestAccount, body: Buffer, type = 'image/png') {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/v1/settings/practice/logo',
    payload: body,
    headers: { origin: TEST_ORIGIN, cookie: account.cookie, 'content-type': type },
  });
}

async function readPractice(account: TestAccount) {
  const response = await get(testApp.app, '/api/v1/settings/practice', account.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return practiceProfileRecordSchema.parse(response.json());
}

describe(`organization and communication settings on ${process.env.TEST_DB_DIALECT}`, () => {
  it('saves the practice with a checked RPPS or ADELI number', async () => {
    const ann = await verifiedAccount(testApp.app, testApp.config);
    expect(await readPractice(ann)).toMatchObject({ name: '', logo_url: null, updated_at: null });
    const saved = await send(testApp.app, 'PUT', '/api/v1/settings/practice', ann.cookie, practice);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await readPractice(ann)).toMatchObject({
      name: 'Cabinet du Parc',
      professional_id: '10101234567',
    });

    const cases: [Record<string, unknown>, string][] = [
      [{ professional_id: '1010123456' }, 'validation.invalid_rpps'],
      [
        { professional_id_kind: 'adeli', professional_id: '1234567890' },
        'validation.invalid_adeli',
      ],
      [{ phone: 'appelez-moi' }, 'validation.invalid_phone'],
      [{ name: 'Cabinet\u0007' }, 'validation.control_characters'],
    ];
    for (const [change, code] of cases) {
      const refused = await send(testApp.app, 'PUT', '/api/v1/settings/practice', ann.cookie, {
        ...practice,
        ...change,
      });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.body).toContain(code);
    }
    const adeli = await send(testApp.app, 'PUT', '/api/v1/settings/practice', ann.cookie, {
      ...practice,
      professional_id_kind: 'adeli',
      professional_id: '751234567',
    });
    expect(adeli.statusCode, adeli.body).toBe(200);
  });

  it('keeps a real image as a bounded PNG logo and refuses other bytes or a too large file', async () => {
    const ben = await verifiedAccount(testApp.app, testApp.config);
    const jpeg = await sharp({
      create: { width: 1600, height: 800, channels: 3, background: '#2255aa' },
    })
      .jpeg()
      .toBuffer();
    const stored = await putLogo(ben, jpeg, 'image/jpeg');
    expect(stored.statusCode, stored.body).toBe(200);
    const record = practiceProfileRecordSchema.parse(stored.json());
    expect(record.logo_url).toMatch(/^\/api\/v1\/settings\/practice\/logo\?v=\d+$/);
    const logo = await get(testApp.app, record.logo_url ?? '', ben.cookie);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const meta = await sharp(logo.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(600);

    const notAnImage = await putLogo(ben, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(notAnImage.statusCode).toBe(415);
    expect(notAnImage.json()).toMatchObject({ code: 'settings.logo_invalid' });
    const tooLarge = await putLogo(ben, Buffer.alloc(600 * 1024, 1));
    expect(tooLarge.statusCode).toBe(413);
    // The refused uploads left the stored logo as it was.
    expect((await get(testApp.app, '/api/v1/settings/practice/logo', ben.cookie)).statusCode).toBe(
      200,
    );

    const removed = await send(testApp.app, 'DELETE', '/api/v1/settings/practice/logo', ben.cookie);
    expect(removed.statusCode).toBe(200);
    expect((await get(testApp.app, '/api/v1/settings/practice/logo', ben.cookie)).statusCode).toBe(
      404,
    );
  });

  it('keeps the practice saved while logos are sent, and only the last logo', async () => {
    const gil = await verifiedAccount(testApp.app, testApp.config);
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#aa5522' },
    })
      .png()
      .toBuffer();
    let saving = true;
    const logoSender = async () => {
      const statuses = new Set<number>();
      while (saving) statuses.add((await putLogo(gil, png)).statusCode);
      return statuses;
    };
    const logoSenders = [logoSender(), logoSender(), logoSender()];
    const names = Array.from({ length: 20 }, (_, n) => `Cabinet ${n + 1}`);
    try {
      for (const name of names) {
        const saved = await send(testApp.app, 'PUT', '/api/v1/settings/practice', gil.cookie, {
          ...practice,
          name,
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
    } finally {
      saving = false;
    }
    for (const statuses of await Promise.all(logoSenders)) expect(statuses).toEqual(new Set([200]));

    const record = await readPractice(gil);
    expect(record.name).toBe(names.at(-1));
    expect(record.logo_url).not.toBeNull();
    // A save that wrote back the logo it had read, or two logos that replaced the same one,
    // leave a file that no row points at any more.
    const files: string[] = [];
    for await (const key of testApp.platform.blobs.list(`practice/${gil.userId}/`)) files.push(key);
    expect(files).toHaveLength(1);
  });

  it('builds the header documents print: the practice with its logo, or the practitioner alone', async () => {
    const cleo = await verifiedAccount(testApp.app, testApp.config);
    const service = new PracticeService(testApp.platform.database.db, testApp.platform.blobs);
    expect(await service.getPracticeHeader(cleo.userId, 'Dr Cléo Martin')).toEqual({
      title: 'Dr Cléo Martin',
      lines: [],
      logoPng: null,
    });
    await send(testApp.app, 'PUT', '/api/v1/settings/practice', cleo.cookie, practice);
    const png = await sharp({
      create: { width: 40, height: 20, channels: 4, background: '#ff000080' },
    })
      .png()
      .toBuffer();
    expect((await putLogo(cleo, png)).statusCode).toBe(200);
    const header = await service.getPracticeHeader(cleo.userId, 'Dr Cléo Martin');
    expect(header.title).toBe('Cabinet du Parc');
    expect(header.lines).toEqual([
      '12 rue des Lilas',
      '75011 Paris',
      'Tél. 01 23 45 67 89',
      'RPPS 10101234567',
      'Dr Cléo Martin',
    ]);
    expect((await sharp(Buffer.from(header.logoPng ?? [])).metadata()).width).toBe(40);
  });

  it('stores the notification switches', async () => {
    const dan = await verifiedAccount(testApp.app, testApp.config);
    const defaults = notificationPreferencesSchema.parse(
      (await get(testApp.app, '/api/v1/settings/notifications', dan.cookie)).json(),
    );
    const changed = await send(testApp.app, 'PATCH', '/api/v1/settings/notifications', dan.cookie, {
      import_finished: !defaults.import_finished,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const read = await get(testApp.app, '/api/v1/settings/notifications', dan.cookie);
    expect(read.json()).toEqual({ ...defaults, import_finished: !defaults.import_finished });
    const wrong = await send(testApp.app, 'PATCH', '/api/v1/settings/notifications', dan.cookie, {
      quota_near: 'yes',
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('keeps every switch flipped at the same time', async () => {
    const eve = await verifiedAccount(testApp.app, testApp.config);
    const defaults = notificationPreferencesSchema.parse(
      (await get(testApp.app, '/api/v1/settings/notifications', eve.cookie)).json(),
    );
    const flipped = {
      import_finished: !defaults.import_finished,
      share_opened: !defaults.share_opened,
      quota_near: !defaults.quota_near,
    };
    const answers = await Promise.all(
      Object.entries(flipped).map(([name, value]) =>
        send(testApp.app, 'PATCH', '/api/v1/settings/notifications', eve.cookie, {
          [name]: value,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await get(testApp.app, '/api/v1/settings/notifications', eve.cookie)).json()).toEqual(
      flipped,
    );
  });

  it("never shows or changes another user's practice, logo or switches", async () => {
    const owner = await verifiedAccount(testApp.app, testApp.config);
    const other = await verifiedAccount(testApp.app, testApp.config);
    await send(testApp.app, 'PUT', '/api/v1/settings/practice', owner.cookie, practice);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await putLogo(owner, png);
    await send(testApp.app, 'PATCH', '/api/v1/settings/notifications', owner.cookie, {
      share_opened: false,
    });

    expect(await readPractice(other)).toMatchObject({ name: '', logo_url: null });
    expect(
      (await get(testApp.app, '/api/v1/settings/practice/logo', other.cookie)).statusCode,
    ).toBe(404);
    await send(testApp.app, 'DELETE', '/api/v1/settings/practice/logo', other.cookie);
    expect(
      (await get(testApp.app, '/api/v1/settings/notifications', other.cookie)).json(),
    ).toMatchObject({ share_opened: true });
    expect((await readPractice(owner)).logo_url).not.toBeNull();
    expect((await get(testApp.app, '/api/v1/settings/practice', '')).statusCode).toBe(401);
  });
});
