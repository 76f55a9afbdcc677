import type { PhotoRecord } from '@photodossier/domain/media-record';

/** A complete photo record for tests; pass only the fields a test is about. */
export function photoFixture(overrides: Partial<PhotoRecord> = {}): PhotoRecord {
  const id = overrides.id ?? 'photo-1';
  return {
    id,
    patient_id: null,
    image_url: `/api/v1/photos/${id}/file`,
    thumbnail_url: `/api/v1/photos/${id}/thumbnail`,
    preview_url: `/api/v1/photos/${id}/preview`,
    storage_path: `medical-photos/u/unassigned/${id}.jpg`,
    date_prise: '2024-05-14T10:00:00.000Z',
    zone_traitee: '',
    created_at: '2024-05-14T10:00:00.000Z',
    updated_at: '2024-05-14T10:00:00.000Z',
    file_size: 1000,
    file_type: 'image/jpeg',
    media_type: 'image',
    duration: null,
    video_resolution: null,
    video_fps: null,
    width: 640,
    height: 480,
    annotations: null,
    has_annotations: false,
    is_deleted: false,
    deleted_at: null,
    has_background_removed: false,
    background_removed_url: null,
    original_photo_id: null,
    upload_source: null,
    session_id: null,
    recovered: false,
    recovery_date: null,
    tags: [],
    filename: `${id}.jpg`,
    exif_dates: null,
    ...overrides,
  };
}
