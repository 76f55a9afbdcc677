import {
  applyUserSettingsPatch,
  defaultUserSettings,
  type UserSettings,
  type UserSettingsPatch,
} from '@photodossier/domain/user-settings';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mergeSettingsPatches, readLocalSettings, readPendingPatch } from './settings-local-copy';
import { pendingSettingsKey, settingsCopyKey } from './settings-storage-keys';
import { loadSettings, settingsQueryKey, type LoadedSettings } from './get-settings';
import { flushPendingSettings, saveSettingsPatch } from './update-settings';

// These tests cover the browser side of "fall back to local storage": the network is cut by a
// fetch that rejects, as a browser's does offline. The server's merge-write itself is tested
// on the server; here the stand-in answers with the domain's own merge.
const userId = 'user-1';
let stored: UserSettings;
let online: boolean;
let patches: UserSettingsPatch[];
/** The idempotency key of each PATCH, null when none was sent. */
let patchIds: (string | null)[];
/** The next PATCH is applied, then its answer never arrives (the tab navigated away). */
let loseNextAnswer: boolean;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
}

beforeEach(() => {
  stored = { ...defaultUserSettings, prenom: 'Jeanne', nom: 'Martin' };
  online = true;
  patches = [];
  patchIds = [];
  loseNextAnswer = false;
  const applied = new Set<string>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init?: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      if (init?.method === 'PATCH') {
        const patch = JSON.parse(String(init.body)) as UserSettingsPatch;
        const id = new Headers(init.headers).get('idempotency-key');
        patches.push(patch);
        patchIds.push(id);
        if (patch.prenom === '') {
          return json({ code: 'request.validation_failed', status: 400 }, 400);
        }
        if (id === null || !applied.has(id)) {
          stored = applyUserSettingsPatch(stored, patch, '2026-03-02T09:00:00.000Z');
        }
        if (id !== null) applied.add(id);
        if (loseNextAnswer) {
          loseNextAnswer = false;
          throw new TypeError('Failed to fetch');
        }
      }
      return json(stored);
    }),
  );
});

function clientWith(settings: UserSettings) {
  const queryClient = createQueryClient();
  queryClient.setQueryData<LoadedSettings>(settingsQueryKey(userId), {
    settings,
    source: 'server',
  });
  return queryClient;
}

const onScreen = (queryClient: ReturnType<typeof createQueryClient>) =>
  queryClient.getQueryData<LoadedSettings>(settingsQueryKey(userId))?.settings;

describe('settings patches', () => {
  it('merge nested objects and per-machine entries, the later value winning', () => {
    expect(
      mergeSettingsPatches(
        {
          prenom: 'A',
          emailTransfer: { enabled: true },
          machineSettings: { m1: { cameraFolderPath: 'DCIM' } },
        },
        {
          nom: 'B',
          emailTransfer: { recipientEmail: 'a@b.fr' },
          machineSettings: { m1: { autoWatchEnabled: true }, m2: { deleteAfterImport: true } },
        },
      ),
    ).toEqual({
      prenom: 'A',
      nom: 'B',
      emailTransfer: { enabled: true, recipientEmail: 'a@b.fr' },
      machineSettings: {
        m1: { cameraFolderPath: 'DCIM', autoWatchEnabled: true },
        m2: { deleteAfterImport: true },
      },
    });
  });
});

describe('loading settings', () => {
  it('keeps a copy of what the server answered', async () => {
    await expect(loadSettings(userId)).resolves.toEqual({ settings: stored, source: 'server' });
    expect(readLocalSettings(userId)).toEqual(stored);
  });

  it('answers with the local copy, unsaved changes included, when the server is out of reach', async () => {
    await loadSettings(userId);
    localStorage.setItem(
      pendingSettingsKey(userId),
      JSON.stringify({ specialite: 'Dermatologie' }),
    );
    online = false;
    const loaded = await loadSettings(userId);
    expect(loaded.source).toBe('local');
    expect(loaded.settings.prenom).toBe('Jeanne');
    expect(loaded.settings.specialite).toBe('Dermatologie');
  });

  it('does not fall back when the session has ended', async () => {
    await loadSettings(userId);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ code: 'auth.unauthenticated', status: 401 }, 401)),
    );
    await expect(loadSettings(userId)).rejects.toMatchObject({ status: 401 });
  });

  it('fails without a local copy, so the PIN lock uses its one-minute fallback', async () => {
    online = false;
    await expect(loadSettings(userId)).rejects.toMatchObject({ status: 0 });
    expect(localStorage.getItem(settingsCopyKey(userId))).toBeNull();
  });
});

describe('saving settings', () => {
  it('shows the change at once and clears the queue once the server has it', async () => {
    const queryClient = clientWith(stored);
    await expect(saveSettingsPatch(queryClient, userId, { nom: 'Durand' })).resolves.toBe('saved');
    expect(onScreen(queryClient)?.nom).toBe('Durand');
    expect(stored.nom).toBe('Durand');
    expect(readPendingPatch(userId)).toBeNull();
    expect(readLocalSettings(userId)?.nom).toBe('Durand');
  });

  it('keeps what was typed offline and sends it all once the connection returns', async () => {
    const queryClient = clientWith(stored);
    online = false;
    await expect(saveSettingsPatch(queryClient, userId, { nom: 'Durand' })).resolves.toBe('queued');
    await expect(
      saveSettingsPatch(queryClient, userId, { emailTransfer: { enabled: true } }),
    ).resolves.toBe('queued');
    expect(onScreen(queryClient)?.nom).toBe('Durand');
    expect(onScreen(queryClient)?.emailTransfer.enabled).toBe(true);
    expect(readPendingPatch(userId)).toEqual({ nom: 'Durand', emailTransfer: { enabled: true } });
    expect(stored.nom).toBe('Martin');

    online = true;
    await flushPendingSettings(queryClient, userId);
    expect(patches).toEqual([{ nom: 'Durand' }, { emailTransfer: { enabled: true } }]);
    expect(stored.nom).toBe('Durand');
    expect(stored.emailTransfer.enabled).toBe(true);
    expect(readPendingPatch(userId)).toBeNull();
    expect(onScreen(queryClient)?.nom).toBe('Durand');
  });

  it('sends a change again under its id, so a lost answer cannot undo a later change', async () => {
    const queryClient = clientWith(stored);
    loseNextAnswer = true;
    await expect(saveSettingsPatch(queryClient, userId, { nom: 'Durand' })).resolves.toBe('queued');
    // The server had it; another browser changes the name since.
    stored = { ...stored, nom: 'Bernard' };

    await flushPendingSettings(queryClient, userId);
    expect(patchIds).toHaveLength(2);
    expect(patchIds[1]).toBe(patchIds[0]);
    expect(stored.nom).toBe('Bernard');
    expect(onScreen(queryClient)?.nom).toBe('Bernard');
    expect(readPendingPatch(userId)).toBeNull();
  });

  it('sends a change made while another waits after it, each under its own id', async () => {
    const queryClient = clientWith(stored);
    loseNextAnswer = true;
    await expect(saveSettingsPatch(queryClient, userId, { nom: 'Durand' })).resolves.toBe('queued');
    // The server had it; another browser changes the name since.
    stored = { ...stored, nom: 'Bernard' };

    await expect(saveSettingsPatch(queryClient, userId, { prenom: 'Anne' })).resolves.toBe('saved');
    const [lost, retried, latest] = patchIds;
    expect(retried).toBe(lost);
    expect(latest).not.toBe(lost);
    expect(patches.at(-1)).toEqual({ prenom: 'Anne' });
    expect(stored).toMatchObject({ nom: 'Bernard', prenom: 'Anne' });
    expect(onScreen(queryClient)).toMatchObject({ nom: 'Bernard', prenom: 'Anne' });
    expect(readPendingPatch(userId)).toBeNull();
  });

  it('drops a queued change the server refuses and still sends the ones after it', async () => {
    const queryClient = clientWith(stored);
    online = false;
    await saveSettingsPatch(queryClient, userId, { prenom: '' });
    await saveSettingsPatch(queryClient, userId, { nom: 'Durand' });
    online = true;
    await flushPendingSettings(queryClient, userId);
    expect(stored).toMatchObject({ prenom: 'Jeanne', nom: 'Durand' });
    expect(readPendingPatch(userId)).toBeNull();
  });

  it('sends a change queued before ids existed as it was', async () => {
    localStorage.setItem(pendingSettingsKey(userId), JSON.stringify({ nom: 'Durand' }));
    const queryClient = clientWith(stored);
    await flushPendingSettings(queryClient, userId);
    expect(patches).toEqual([{ nom: 'Durand' }]);
    expect(patchIds).toEqual([null]);
    expect(stored.nom).toBe('Durand');
  });

  it('never pretends a PIN is saved: off the network it fails and the screen goes back', async () => {
    const queryClient = clientWith(stored);
    online = false;
    await expect(
      saveSettingsPatch(
        queryClient,
        userId,
        { pinLockHash: 'a'.repeat(64) },
        { keepOnDevice: false },
      ),
    ).rejects.toMatchObject({ status: 0 });
    expect(onScreen(queryClient)?.pinLockHash).toBeNull();
    expect(readPendingPatch(userId)).toBeNull();
  });

  it('restores the screen and drops a change the server refuses', async () => {
    const queryClient = clientWith(stored);
    await expect(saveSettingsPatch(queryClient, userId, { prenom: '' })).rejects.toMatchObject({
      status: 400,
    });
    expect(onScreen(queryClient)?.prenom).toBe('Jeanne');
    expect(readPendingPatch(userId)).toBeNull();
  });
});
