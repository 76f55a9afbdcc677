import { afterEach, describe, expect, it, vi } from 'vitest';

type Grant = (lock: { name: string } | null) => Promise<void> | undefined;

/** Web Locks as the browser gives them to two tabs: the first holder keeps it. */
function fakeLocks() {
  let held = false;
  return {
    request: vi.fn(async (_name: string, _options: { ifAvailable: boolean }, grant: Grant) => {
      if (held) return grant(null);
      held = true;
      return grant({ name: _name });
    }),
    release: () => {
      held = false;
    },
  };
}

async function freshModule() {
  vi.resetModules();
  return import('./uploader-lock');
}

describe('claimUploaderLock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is held by the first tab and refused to a second one while the first lives', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    const firstTab = await freshModule();
    expect(await firstTab.claimUploaderLock()).toBe(true);
    // Asked again by the same page: the claim is kept, no second request.
    expect(await firstTab.claimUploaderLock()).toBe(true);
    expect(locks.request).toHaveBeenCalledTimes(1);

    const secondTab = await freshModule();
    expect(await secondTab.claimUploaderLock()).toBe(false);
    // Once the first tab is gone, the second can take it.
    locks.release();
    expect(await secondTab.claimUploaderLock()).toBe(true);
  });

  it('counts every page as the holder where Web Locks do not exist', async () => {
    vi.stubGlobal('navigator', {});
    const module = await freshModule();
    expect(await module.claimUploaderLock()).toBe(true);
  });
});
