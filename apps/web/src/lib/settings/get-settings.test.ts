import { defaultUserSettings } from '@photodossier/domain/user-settings';
import { afterEach, expect, it, vi } from 'vitest';
import { loadSettings } from './get-settings';

// The local copy's code loads after the first screen: the connection can be gone by then, as
// a browser's failed dynamic import.
vi.mock('./settings-local-copy', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => vi.unstubAllGlobals());

it("reads the server's settings when the local copy's code cannot load", async () => {
  const stored = { ...defaultUserSettings, prenom: 'Jeanne' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(stored)),
  );
  const loaded = await loadSettings('user-1');
  expect(loaded.source).toBe('server');
  expect(loaded.settings.prenom).toBe('Jeanne');
});

it('fails the read, as without a copy, when neither the server nor that code answers', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
  await expect(loadSettings('user-1')).rejects.toThrow();
});
