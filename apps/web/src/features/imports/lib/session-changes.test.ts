import type {
  ImportSession,
  ImportSessionChanges,
  ImportSessionPhoto,
} from '@photodossier/domain/import-session';
import { describe, expect, it } from 'vitest';
import { applySessionChanges } from './session-changes';

function photo(progress: number, updatedAt: number): ImportSessionPhoto {
  return {
    upload_status: progress === 100 ? 'uploaded' : 'uploading',
    upload_progress: progress,
    unassigned_photo_id: null,
    photo_id: null,
    suggested_patient_id: null,
    metadata: { originalName: 'a.jpg', size: 1, type: 'image/jpeg', timestamp: 1, exif: null },
    updated_at: updatedAt,
  };
}

const held: ImportSession = {
  id: 's1',
  user_id: 'u1',
  device_id: 'device-0001',
  status: 'active',
  created_at: 1,
  updated_at: 10,
  photos: { a: photo(100, 5), b: photo(40, 10), c: photo(100, 3) },
  assignments: { a: { patient_id: 'p1', assigned_at: 5 }, c: { patient_id: null, assigned_at: 3 } },
};

function changes(overrides: Partial<ImportSessionChanges>): ImportSessionChanges {
  return {
    ...held,
    updated_at: 20,
    photos: {},
    assignments: {},
    photo_count: 3,
    ...overrides,
  };
}

describe("applying another tab's changes to the session a tab holds", () => {
  it('replaces the changed photos and their assignments, and keeps the others', () => {
    const applied = applySessionChanges(
      held,
      changes({
        photos: { b: photo(100, 20), c: photo(100, 15), d: photo(0, 20) },
        assignments: { b: { patient_id: 'p2', assigned_at: 20 } },
        photo_count: 4,
      }),
    );
    expect(applied).toEqual({
      ...held,
      updated_at: 20,
      photos: { a: held.photos.a, b: photo(100, 20), c: photo(100, 15), d: photo(0, 20) },
      // c came back without its assignment: it no longer has one.
      assignments: { a: held.assignments.a, b: { patient_id: 'p2', assigned_at: 20 } },
    });
    expect(applied).not.toHaveProperty('photo_count');
  });

  it('gives up when photos were removed meanwhile, or for another session', () => {
    expect(applySessionChanges(held, changes({ photo_count: 2 }))).toBeNull();
    expect(applySessionChanges(held, changes({ photos: { d: photo(0, 20) } }))).toBeNull();
    expect(applySessionChanges(held, changes({ id: 's2' }))).toBeNull();
  });

  it('takes the session’s own fields from the changes', () => {
    expect(applySessionChanges(held, changes({ status: 'completed' }))?.status).toBe('completed');
  });
});
