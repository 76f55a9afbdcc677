import type { PhotoRecord } from '@photodossier/domain/media-record';
import { apiRequest } from '@/lib/api-client';

/** The photo an upload became, when resuming it found it already recorded (no body then). */
export function getUploadedPhoto(id: string): Promise<PhotoRecord> {
  return apiRequest<PhotoRecord>(`/api/v1/photos/${encodeURIComponent(id)}`);
}
