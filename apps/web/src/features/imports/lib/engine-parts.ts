import type { ImportSession } from '@photodossier/domain/import-session';
import type { QueryClient } from '@tanstack/react-query';
import type { ImportDialogRequest } from '@/lib/import-dialog';
import { createStore, type Store } from '@/lib/create-store';
import type { getStorageStats } from '@/lib/api/get-storage-stats';
import type { BatchScheduler } from './batch-scheduler';
import type { ImportState, PendingImportAction } from './import-model';
import { initialImportState } from './import-state';

export type UploadOutcome = 'uploaded' | 'failed';
export type SettledListener = (photoId: string, outcome: UploadOutcome) => void;

/** A write of this tab whose live event is expected back (session-echo.ts). */
export type EchoExpectation = { sessionId: string; expires: number; claimed: boolean };

/**
 * Everything one import engine remembers beyond its store, each set read and written by the
 * module named beside it. They belong to the engine, not to the modules, so that two engines
 * never share a photo, a timer or a listener, and reset() wipes one engine's only.
 */
export type ImportEngineParts = {
  readonly store: Store<ImportState>;
  /** Bumped when the engine is wiped for another user: late answers of the old one are dropped. */
  epoch: number;
  /** What start() lends (environment.ts). */
  environment: { navigate: ((path: string) => void) | null; queryClient: QueryClient | null };
  /** session-ledger.ts */
  readonly ledger: { readonly known: Set<string>; readonly removedHere: Set<string> };
  /** session-echo.ts */
  readonly echoes: { expected: EchoExpectation[]; onMissed: (() => void) | null };
  /** upload-queue.ts */
  readonly uploads: {
    readonly settledListeners: Set<SettledListener>;
    opening: Promise<string> | null;
    readonly patchedUploading: Set<string>;
    readonly finishing: Map<string, (wrote: boolean) => void>;
    mirroring: boolean;
  };
  /** analysis-queue.ts: the scheduler is made on the first photo to analyse. */
  readonly analysis: {
    readonly knownEmbeddings: Map<string, readonly number[]>;
    scheduler: BatchScheduler | null;
  };
  /** actions.ts */
  readonly actions: {
    readonly outsideSession: Set<string>;
    waiting: PendingImportAction[];
    autoAssignIds: string[];
    autoAssignTimer: ReturnType<typeof setTimeout> | null;
    /** null: the server's fresh figure; tests lend their own. */
    storageUsage: typeof getStorageStats | null;
  };
  /** session-sync.ts */
  readonly sync: {
    timer: ReturnType<typeof setTimeout> | null;
    inFlight: boolean;
    again: boolean;
    subscribers: number;
    unsubscribe: (() => void) | null;
    /** The session as the last refresh read it, which the next one asks the changes of. */
    held: ImportSession | null;
  };
  /** resume.ts */
  resuming: Promise<boolean> | null;
  /** open-request.ts */
  appliedRequest: ImportDialogRequest | null;
  /** reset-engine.ts: undefined until the first answer. */
  owner: string | null | undefined;
};

export function createImportEngineParts(): ImportEngineParts {
  return {
    store: createStore<ImportState>(initialImportState),
    epoch: 0,
    environment: { navigate: null, queryClient: null },
    ledger: { known: new Set(), removedHere: new Set() },
    echoes: { expected: [], onMissed: null },
    uploads: {
      settledListeners: new Set(),
      opening: null,
      patchedUploading: new Set(),
      finishing: new Map(),
      mirroring: false,
    },
    analysis: { knownEmbeddings: new Map(), scheduler: null },
    actions: {
      outsideSession: new Set(),
      waiting: [],
      autoAssignIds: [],
      autoAssignTimer: null,
      storageUsage: null,
    },
    sync: {
      timer: null,
      inFlight: false,
      again: false,
      subscribers: 0,
      unsubscribe: null,
      held: null,
    },
    resuming: null,
    appliedRequest: null,
    owner: undefined,
  };
}
