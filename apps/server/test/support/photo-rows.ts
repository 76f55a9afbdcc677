import type { NewPhotoRow } from '../../src/modules/media/repository';
import { newId } from '../../src/platform/db/portable';

/**
 * A complete photos row with plain defaults (an active, unassigned JPEG taken `datePrise`), for
 * tests and benchmarks that write rows directly; pass only the fields they are about.
 */
export function photoRow(
  userId: string,
  datePrise: number,
  overrides: Partial<NewPhotoRow> = {},
): NewPhotoRow {
  const id = overrides.id ?? newId();
  const folder = overrides.patient_id ?? 'unassigned';
  return {
    id,
    user_id: userId,
    patient_id: null,
    storage_path: `medical-photos/${userId}/${folder}/${datePrise}-${id}.jpg`,
    thumbnail_path: null,
    preview_path: null,
    date_prise: datePrise,
    zone_traitee: '',
    created_at: datePrise,
    updated_at: datePrise,
    file_size: 1000,
    file_type: 'image/jpeg',
    media_type: 'image',
    duration: null,
    video_resolution: null,
    video_fps: null,
    width: null,
    height: null,
    annotations: null,
    is_deleted: 0,
    deleted_at: null,
    has_background_removed: 0,
    background_removed_url: null,
    original_photo_id: null,
    upload_source: null,
    session_id: null,
    recovered: 0,
    recovery_date: null,
    tags: '[]',
    filename: `${id}.jpg`,
    exif_dates: null,
    auto_background_removal_enabled: 0,
    needs_background_removal: 0,
    ...overrides,
  };
}
