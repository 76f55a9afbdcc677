import { CAMERA_COMMAND_LIMIT, CAMERA_PRESENCE_TTL_MS } from '@photodossier/domain/camera-control';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CameraPresence } from '../src/modules/camera-control/presence';
import { MemoryEventBus } from '../src/platform/events/memory-event-bus';
import { createLogger } from '../src/platform/logging/logger';
import { get, post, send, signUp, type TestAccount } from './support/accounts';
import { connectSse } from './support/sse-client';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let baseUrl: string;
let alice: TestAccount;
let bob: TestAccount;

const TABLET = 'tablet-on-tripod-1';
const PHONE = 'phone-in-hand-2';

beforeAll(async () => {
  testApp = await startTestApp();
  baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  alice = await signUp(testApp.app);
  bob = await signUp(testApp.app);
});

afterAll(async () => {
  await testApp?.close();
});

function heartbeat(account: TestAccount, deviceId: string, label = 'iPad') {
  return post(
    testApp.app,
    '/api/v1/camera-control/cameras/heartbeat',
    { device_id: deviceId, label },
    account.cookie,
  );
}

function command(account: TestAccount, target: string, action = 'capture') {
  return post(
    testApp.app,
    '/api/v1/camera-control/commands',
    { target_device_id: target, action },
    account.cookie,
  );
}

async function cameras(account: TestAccount) {
  const response = await get(testApp.app, '/api/v1/camera-control/cameras', account.cookie);
  expect(response.statusCode).toBe(200);
  return response.json<{ items: { device_id: string; label: string }[] }>().items;
}

describe(`camera control on ${process.env.TEST_DB_DIALECT}`, () => {
  it('refuses a visitor who is not signed in', async () => {
    expect((await get(testApp.app, '/api/v1/camera-control/cameras')).statusCode).toBe(401);
    expect(
      (
        await post(testApp.app, '/api/v1/camera-control/cameras/heartbeat', {
          device_id: TABLET,
          label: 'iPad',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lists a camera after its heartbeat, to its owner only', async () => {
    expect((await heartbeat(alice, TABLET, 'iPad')).statusCode).toBe(204);
    expect(await cameras(alice)).toEqual([
      { device_id: TABLET, label: 'iPad', last_seen_at: expect.any(String) },
    ]);
    expect(await cameras(bob)).toEqual([]);
  });

  it("delivers a command over the owner's live stream, never to another user's", async () => {
    await heartbeat(alice, TABLET);
    const aliceStream = await connectSse(`${baseUrl}/api/v1/events`, { cookie: alice.cookie });
    const bobStream = await connectSse(`${baseUrl}/api/v1/events`, { cookie: bob.cookie });
    await aliceStream.waitForComment('connected');
    await bobStream.waitForComment('connected');

    const response = await command(alice, TABLET, 'start_video');
    expect(response.statusCode).toBe(202);
    const sent = response.json<{ id: string; target_device_id: string; action: string }>();
    expect(sent).toMatchObject({ target_device_id: TABLET, action: 'start_video' });

    const delivered = await aliceStream.waitFor((m) => m.topic === 'camera_control.command');
    expect(JSON.parse(delivered.data)).toEqual({
      topic: 'camera_control.command',
      ids: [sent.id, TABLET, 'start_video'],
    });

    // The camera acknowledges; the remote hears the result on the same stream.
    const ack = await post(
      testApp.app,
      `/api/v1/camera-control/commands/${sent.id}/result`,
      { device_id: TABLET, status: 'done' },
      alice.cookie,
    );
    expect(ack.statusCode).toBe(204);
    const result = await aliceStream.waitFor((m) => m.topic === 'camera_control.result');
    expect(JSON.parse(result.data).ids).toEqual([sent.id, TABLET, 'done']);

    await testApp.platform.bus.publish({ topic: 'marker', ids: [], userId: null });
    await bobStream.waitFor((m) => m.topic === 'marker');
    expect(bobStream.messages.map((m) => m.topic)).toEqual(['marker']);
    aliceStream.close();
    bobStream.close();
  });

  it("cannot command another user's camera, even knowing its id", async () => {
    await heartbeat(alice, TABLET);
    const response = await command(bob, TABLET);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'camera_control.camera_offline' });
    // Bob announcing the same id makes his own entry, not a way into Alice's.
    await heartbeat(bob, TABLET, 'Android');
    expect(await cameras(alice)).toEqual([expect.objectContaining({ label: 'iPad' })]);
    expect(await cameras(bob)).toEqual([expect.objectContaining({ label: 'Android' })]);
    expect(
      (await send(testApp.app, 'DELETE', `/api/v1/camera-control/cameras/${TABLET}`, bob.cookie))
        .statusCode,
    ).toBe(204);
    expect(await cameras(alice)).toHaveLength(1);
    expect(await cameras(bob)).toEqual([]);
  });

  it('refuses a command for a camera that is not online, and one that left', async () => {
    expect((await command(alice, PHONE)).statusCode).toBe(409);
    await heartbeat(alice, PHONE, 'iPhone');
    expect((await command(alice, PHONE)).statusCode).toBe(202);
    const leave = await send(
      testApp.app,
      'DELETE',
      `/api/v1/camera-control/cameras/${PHONE}`,
      alice.cookie,
    );
    expect(leave.statusCode).toBe(204);
    expect((await cameras(alice)).map((camera) => camera.device_id)).not.toContain(PHONE);
    expect((await command(alice, PHONE)).statusCode).toBe(409);
  });

  it.each([
    ['an unknown action', { target_device_id: TABLET, action: 'self_destruct' }],
    ['a device id with a slash', { target_device_id: '../x', action: 'capture' }],
    ['no target', { action: 'capture' }],
  ])('answers 400 to %s', async (_case, body) => {
    const response = await post(testApp.app, '/api/v1/camera-control/commands', body, alice.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request.validation_failed' });
  });

  it('answers 400 to a heartbeat without a label or with a label too long', async () => {
    for (const label of ['', ' ', 'x'.repeat(61)]) {
      const response = await heartbeat(alice, TABLET, label);
      expect(response.statusCode).toBe(400);
    }
  });

  it('limits the commands one user sends per minute', async () => {
    const carol = await signUp(testApp.app);
    await heartbeat(carol, TABLET);
    for (let index = 0; index < CAMERA_COMMAND_LIMIT.max; index += 1) {
      expect((await command(carol, TABLET)).statusCode).toBe(202);
    }
    const refused = await command(carol, TABLET);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'camera_control.too_many_commands' });
    // Another account is not slowed down by Carol's burst.
    await heartbeat(alice, TABLET);
    expect((await command(alice, TABLET)).statusCode).toBe(202);
  });
});

describe('CameraPresence', () => {
  it('forgets a camera not heard from within the time to live', async () => {
    let now = 1_000_000;
    const bus = new MemoryEventBus(createLogger('silent'));
    const presence = new CameraPresence(bus, CAMERA_PRESENCE_TTL_MS, () => now);
    await bus.publish({ topic: 'camera_control.presence', ids: ['d1', 'iPad'], userId: 'u1' });
    now += CAMERA_PRESENCE_TTL_MS - 1;
    expect(presence.isOnline('u1', 'd1')).toBe(true);
    expect(presence.isOnline('u2', 'd1')).toBe(false);
    now += 2;
    expect(presence.isOnline('u1', 'd1')).toBe(false);
    expect(presence.list('u1')).toEqual([]);
    presence.close();
  });

  it('ignores broadcasts and other topics', async () => {
    const bus = new MemoryEventBus(createLogger('silent'));
    const presence = new CameraPresence(bus);
    await bus.publish({ topic: 'camera_control.presence', ids: ['d1', 'iPad'], userId: null });
    await bus.publish({ topic: 'patients.changed', ids: ['d2', 'x'], userId: 'u1' });
    expect(presence.list('u1')).toEqual([]);
    presence.close();
  });
});
