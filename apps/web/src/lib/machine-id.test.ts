import { machineIdSchema } from '@photodossier/domain/user-settings';
import { describe, expect, it, vi } from 'vitest';
import { getMachineId, machineFingerprint, machineIdStorageKey } from './machine-id';

async function expectedHash(): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(machineFingerprint()),
  );
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('machine id', () => {
  it('fingerprints user agent, language, platform, screen size and timezone offset', () => {
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(1280);
    vi.spyOn(window.screen, 'height', 'get').mockReturnValue(800);
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-60);
    expect(machineFingerprint()).toBe(
      [navigator.userAgent, navigator.language, navigator.platform, '1280x800', '-60'].join('|'),
    );
  });

  it('is the SHA-256 hex of the fingerprint, kept locally', async () => {
    const id = await getMachineId();
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).toBe(await expectedHash());
    expect(localStorage.getItem(machineIdStorageKey)).toBe(id);
  });

  it('keeps the stored id even when the fingerprint changes later', async () => {
    const first = await getMachineId();
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(2560);
    expect(await getMachineId()).toBe(first);
  });

  it('differs between machines whose fingerprints differ', async () => {
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(1280);
    const desk = await getMachineId();
    localStorage.clear();
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(375);
    expect(await getMachineId()).not.toBe(desk);
  });

  it('falls back to a random id, still valid as a settings key, when hashing fails', async () => {
    vi.spyOn(crypto.subtle, 'digest').mockRejectedValue(new Error('insecure context'));
    const id = await getMachineId();
    expect(id).not.toMatch(/^[0-9a-f]{64}$/);
    expect(machineIdSchema.safeParse(id).success).toBe(true);
    expect(localStorage.getItem(machineIdStorageKey)).toBe(id);
  });

  it('replaces a stored value that is not a valid machine id', async () => {
    localStorage.setItem(machineIdStorageKey, 'not a valid id!');
    expect(await getMachineId()).toBe(await expectedHash());
  });
});
