import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The calls to `object[method]` made from the app's own modules, each with its stack. Work that
 * another test file left running in this worker (a query settling late and scheduling its
 * garbage collection) calls the same global timers, with none of the app's modules on its stack.
 */
function callsFromApp<T extends object>(object: T, method: keyof T & string): string[] {
  const calls: string[] = [];
  const original = object[method] as (...args: unknown[]) => unknown;
  vi.spyOn(object, method as never).mockImplementation(function (
    this: unknown,
    ...args: unknown[]
  ) {
    const frames = (new Error().stack ?? '').split('\n').slice(1);
    if (frames.some((frame) => frame.includes('/apps/web/src/') && !frame.includes('.test.')))
      calls.push(`${method}\n${frames.join('\n')}`);
    return original.apply(this, args);
  } as never);
  return calls;
}

// Decision 0037: importing a store or the import engine starts nothing; the app shell does.
describe('loading the stores and the import engine', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('adds no listener, starts no timer and reads no storage', async () => {
    vi.resetModules();
    // i18n is set up by the app's entry before anything else (it reads the chosen language).
    await import('@/lib/i18n/i18n');
    const listeners = callsFromApp(window, 'addEventListener');
    const documentListeners = callsFromApp(document, 'addEventListener');
    const timeouts = callsFromApp(globalThis, 'setTimeout');
    const intervals = callsFromApp(globalThis, 'setInterval');
    const reads = callsFromApp(Storage.prototype, 'getItem');

    const engine = await import('@/features/imports/lib/import-engine');
    await import('@/features/imports/hooks/use-publish-unfiled-import-count');
    await import('@/lib/settings/settings-storage-keys');
    await import('@/lib/load-when-possible');
    await import('@/features/settings/pin-lock/pin-lock-store');
    await import('@/features/patients/hooks/use-pinned-patients');
    await import('@/features/install/install-prompt');
    await import('@/features/media/lib/deleted-photos');
    await import('@/lib/uploads/upload-store');
    await import('@/lib/storage-dialogs');
    await import('@/lib/share-dialog');
    await import('@/lib/import-dialog');
    await import('@/features/imports/camera-folder/camera-folder-watch');
    await import('@/features/imports/camera-folder/sd-card-link');

    expect(listeners).toEqual([]);
    expect(documentListeners).toEqual([]);
    expect(timeouts).toEqual([]);
    expect(intervals).toEqual([]);
    expect(reads).toEqual([]);
    // The engine exists once asked for, and is the same for every caller of the tab.
    expect(engine.importEngine()).toBe(engine.importEngine());
  });

  it('keeps the import working sets in each engine, none in module scope', async () => {
    vi.resetModules();
    await import('@/lib/i18n/i18n');
    const { createImportEngine, importEngine } =
      await import('@/features/imports/lib/import-engine');
    const { noteSessionPhoto, knownSessionPhotos } =
      await import('@/features/imports/lib/session-ledger');
    const { photosOutsideSession } = await import('@/features/imports/lib/actions');

    const other = createImportEngine();
    noteSessionPhoto('photo-1');
    photosOutsideSession().add('photo-2');

    // What the tab's engine noted lives in its parts, not in the other engine's.
    expect(knownSessionPhotos()).toBe(importEngine().parts.ledger.known);
    expect([...importEngine().parts.ledger.known]).toEqual(['photo-1']);
    expect([...importEngine().parts.actions.outsideSession]).toEqual(['photo-2']);
    expect(other.parts.ledger.known.size).toBe(0);
    expect(other.parts.actions.outsideSession.size).toBe(0);
    expect(other.store).not.toBe(importEngine().store);

    importEngine().reset();
    expect(importEngine().parts.ledger.known.size).toBe(0);
    expect(importEngine().parts.actions.outsideSession.size).toBe(0);
  });

  it('reads the PIN lock from storage on the first read only', async () => {
    vi.resetModules();
    const reads = vi.spyOn(Storage.prototype, 'getItem');
    const { pinLockStore } = await import('@/features/settings/pin-lock/pin-lock-store');
    expect(reads).not.toHaveBeenCalled();
    pinLockStore.getState();
    expect(reads).toHaveBeenCalled();
  });
});
