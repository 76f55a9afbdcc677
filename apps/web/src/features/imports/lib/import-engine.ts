import type { QueryClient } from '@tanstack/react-query';
import type { Store } from '@/lib/create-store';
import { followImportUploads, importActions } from './actions';
import { createImportEngineParts, type ImportEngineParts } from './engine-parts';
import { setImportEnvironment } from './environment';
import type { ImportActions, ImportState } from './import-model';
import { followImportOwner, resetImportEngine } from './reset-engine';
import { resumeImportSession } from './resume';
import { startImportSessionSync } from './session-sync';

/** What the engine borrows from the app: it runs outside React, beyond any one page. */
export type ImportEnvironment = {
  navigate: (path: string) => void;
  queryClient: QueryClient;
};

/**
 * The import engine (decision 0037 draws its sequence): files added, analysed, grouped,
 * uploaded into the device's session and kept in step with the other tabs. Its state outlives
 * the dialog and the page, so it is one per tab; importing its modules starts nothing, the app
 * shell calls start().
 */
export interface ImportEngine {
  readonly store: Store<ImportState>;
  readonly actions: ImportActions;
  /**
   * The engine's working sets (session ledger, expected echoes, upload maps, analysis
   * scheduler, waiting actions, quick-mode timer, live-sync debounce…): the engine's modules
   * keep nothing of their own and read these through importEngine().
   */
  readonly parts: ImportEngineParts;
  /**
   * Lends the router and the query cache, follows the ends of uploads (from the first call on,
   * for the tab's life: uploads go on outside the signed-in layout), follows the session's live
   * events and rebuilds a session this device left unfinished. Returns what stops the live sync.
   */
  start(environment: ImportEnvironment): () => void;
  /** Who is signed in (null: nobody): another account, or a sign-out, wipes the engine. */
  followOwner(userId: string | null): void;
  /** Stops uploads and analysis and forgets every photo (account change, sign-out). */
  reset(): void;
}

export function createImportEngine(): ImportEngine {
  let stopFollowingUploads: (() => void) | null = null;
  const parts = createImportEngineParts();
  return {
    store: parts.store,
    // Read when used: tests that mock the actions module never build them.
    get actions() {
      return importActions;
    },
    parts,
    start(environment) {
      setImportEnvironment(environment);
      stopFollowingUploads ??= followImportUploads();
      const stopSync = startImportSessionSync();
      void resumeImportSession();
      return stopSync;
    },
    followOwner: followImportOwner,
    reset: resetImportEngine,
  };
}

// The one mutable binding the engine's modules share: which engine is the tab's.
let tabEngine: ImportEngine | null = null;

/** The tab's engine, created on first use (the signed-in layout, the owner follower). */
export function importEngine(): ImportEngine {
  tabEngine ??= createImportEngine();
  return tabEngine;
}

/** The working sets of the tab's engine. */
export function engineParts(): ImportEngineParts {
  return importEngine().parts;
}
