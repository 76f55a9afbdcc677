import type { FaceSuggestion } from '@photodossier/domain/face-record';
import { defaultMachineSettings, defaultSdCardSettings } from '@photodossier/domain/user-settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type {
  ImportActions,
  ImportGroupPatient,
  ImportPhoto,
  ImportState,
} from '../lib/import-model';
import { selectImportGroups } from '../lib/select-import-groups';
import type { DslrAccess } from './dslr-settings-panel';
import { ImportDialogView } from './import-dialog-view';

// Test-only builders for the dialog's model, so each test states only what it is about.

export function importPhoto(id: string, overrides: Partial<ImportPhoto> = {}): ImportPhoto {
  return {
    id,
    name: `${id}.jpg`,
    size: 2_000_000,
    type: 'image/jpeg',
    mediaType: 'image',
    file: null,
    preview: `blob:${id}`,
    timestamp: Date.UTC(2026, 10, 22, 9, 0),
    exifDates: null,
    status: 'completed',
    suggestions: [],
    confidence: null,
    faceRegions: [],
    rawFaceEmbeddings: null,
    addedByTimeGrouping: false,
    unassignedUploadStatus: 'uploaded',
    unassignedUploadProgress: 100,
    unassignedUploadBytesTransferred: 2_000_000,
    unassignedUploadTotalBytes: 2_000_000,
    unassignedUploadSpeed: 0,
    unassignedUploadStartTime: null,
    unassignedUploadError: null,
    unassignedPhotoId: `u-${id}`,
    unassignedPhotoUrl: null,
    assignedToPatient: null,
    ...overrides,
  };
}

export function suggestion(patient: ImportGroupPatient, score: number): FaceSuggestion {
  return {
    patient_id: patient.id,
    patient_name: `${patient.prenom} ${patient.nom}`,
    confidence_score: score,
    patient_info: {
      prenom: patient.prenom,
      nom: patient.nom,
      date_naissance: patient.date_naissance,
    },
  } as FaceSuggestion;
}

export function importState(overrides: Partial<ImportState> = {}): ImportState {
  return {
    mode: { kind: 'general', origin: 'sidebar' },
    sessionId: 'session-1',
    photos: [],
    pendingAction: null,
    waitDialogOpen: false,
    saving: null,
    tooLarge: null,
    rejections: [],
    faceServiceAvailable: true,
    recognition: 'idle',
    ...overrides,
  };
}

export function fakeActions(): {
  [K in keyof ImportActions]: ReturnType<typeof vi.fn>;
} & ImportActions {
  return {
    addFiles: vi.fn(async () => {}),
    removePhoto: vi.fn(async () => {}),
    movePhotoToGroup: vi.fn(),
    assignToPatient: vi.fn(async () => {}),
    createPatientFrom: vi.fn(async () => {}),
    saveWithoutPatient: vi.fn(async () => {}),
    hideWaitDialog: vi.fn(),
    dismissTooLarge: vi.fn(),
    retryUpload: vi.fn(),
    requestClose: vi.fn(() => true),
    dismiss: vi.fn(),
  } as never;
}

export function dslrAccess(overrides: Partial<DslrAccess> = {}): DslrAccess {
  return {
    plan: 'locked',
    settings: defaultMachineSettings,
    onSave: vi.fn(async () => {}),
    userId: 'user-1',
    sdCard: { settings: defaultSdCardSettings, onSave: vi.fn(async () => {}) },
    ...overrides,
  };
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

export function json(body: unknown) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/** The dialog's view of these photos, grouped as the dialog groups them; rerender it anew. */
export function dialogViewOf(photos: ImportPhoto[], actions: ImportActions) {
  const state = importState({ photos });
  return (
    <Providers>
      <ImportDialogView
        mode={state.mode}
        state={state}
        groups={selectImportGroups(state)}
        actions={actions}
        dslr={dslrAccess()}
        onClosed={vi.fn()}
      />
    </Providers>
  );
}
