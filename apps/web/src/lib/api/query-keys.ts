import type { DriveSort } from '@photodossier/domain/drive';
import type { PhotoScope } from '@photodossier/domain/media-record';
import type { PatientSort } from '@photodossier/domain/patient';
import type {
  StorageMediaSort,
  StorageMediaTypeFilter,
  StorageMediaView,
} from '@photodossier/domain/storage-media';

/*
 * One query-key factory per resource the features share (decision 0036). Every key of a
 * resource starts with its root: a live event (patients.changed, photos.changed,
 * storage.changed) refreshes the root, and so every list and record built from the same rows.
 */

export type PatientListFilters = { search: string; tag: string; sort: PatientSort };

export type PhotoListScope =
  { scope: 'all' } | { scope: 'unassigned' } | { scope: 'patient'; patientId: string };

export type StorageMediaFilters = {
  readonly view: StorageMediaView;
  readonly sort: StorageMediaSort;
  readonly type: StorageMediaTypeFilter;
};

export const patientKeys = {
  all: ['patients'] as const,
  lists: () => [...patientKeys.all, 'list'] as const,
  list: (filters: PatientListFilters) => [...patientKeys.lists(), filters] as const,
  picker: (search: string) => [...patientKeys.all, 'picker', search.trim()] as const,
  detail: (id: string) => [...patientKeys.all, 'detail', id] as const,
  trash: () => [...patientKeys.all, 'trash'] as const,
};

export const photoKeys = {
  all: ['photos'] as const,
  list: (list: PhotoListScope) =>
    [...photoKeys.all, list.scope, list.scope === 'patient' ? list.patientId : null] as const,
  unassigned: () => [...photoKeys.all, 'unassigned'] as const,
  detail: (id: string) => [...photoKeys.all, 'detail', id] as const,
  neighbours: (id: string, scope: PhotoScope) =>
    [...photoKeys.all, 'neighbours', id, scope] as const,
  // Rooted at 'photos': a photo moved to or out of the trash refreshes the list wherever the
  // change was made.
  trash: () => [...photoKeys.all, 'trash'] as const,
  cameraGhost: (patientId: string) => [...photoKeys.all, 'camera-ghost', patientId] as const,
  recent: (limit: number) => [...photoKeys.all, 'face-debug', limit] as const,
};

export const storageKeys = {
  all: ['storage'] as const,
  stats: () => [...storageKeys.all, 'stats'] as const,
  media: () => [...storageKeys.all, 'media'] as const,
  mediaList: (filters: StorageMediaFilters) =>
    [...storageKeys.media(), filters.view, filters.sort, filters.type] as const,
};

/** The drive: drive.changed refreshes the root, so the Drive page and the manager's Drive tab. */
export const driveKeys = {
  all: ['drive'] as const,
  files: (sort: DriveSort) => [...driveKeys.all, 'files', sort] as const,
};

/** The plan: subscription.changed refreshes billing and what the plan decides (export watermark). */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  exportPolicy: () => [...subscriptionKeys.all, 'export-policy'] as const,
};

/** Dictations: dictations.changed refreshes the dictation page and the trash's dictations. */
export const dictationKeys = {
  all: ['dictations'] as const,
  trash: () => [...dictationKeys.all, 'trash'] as const,
};

export const trashKeys = {
  all: ['trash'] as const,
  summary: () => [...trashKeys.all, 'summary'] as const,
};
