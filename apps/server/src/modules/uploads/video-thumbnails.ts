import { Readable } from 'node:stream';
import { CLIENT_THUMBNAIL_MAX_BYTES, type PhotoRecord } from '@photodossier/domain/media-record';
import { PHOTOS_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import type { Logger } from 'pino';
import type { Viewer } from '../../platform/auth/viewer';
import type { BlobStore } from '../../platform/blobs/blob-store';
import { nowMs } from '../../platform/db/portable';
import type { EventBus } from '../../platform/events/event-bus';
import { toPhotoRecord } from '../media/photo-record';
import type { MediaRepository } from '../media/repository';
import { normalizeClientThumbnail } from './image-processing';
import { publishAfterCommit } from './live-notices';
import { sniffMediaBytes } from './media-sniffing';
import type { UploadsRepository } from './repository';
import { thumbnailKeyOf } from './storage-keys';
import { notFound, thumbnailTooLarge, uploadError } from './upload-errors';

export interface VideoThumbnailsDeps {
  readonly media: MediaRepository;
  readonly uploads: UploadsRepository;
  readonly blobs: BlobStore;
  readonly bus: EventBus;
  readonly logger: Logger;
}

/** The browser's poster of a recorded video, which replaces the server's (or its absence). */
export class VideoThumbnails {
  constructor(private readonly deps: VideoThumbnailsDeps) {}

  /** PUT …/thumbnail: the browser's poster of one of the user's videos. */
  async replace(viewer: Viewer, photoId: string, jpeg: Buffer): Promise<PhotoRecord> {
    const { media, uploads, blobs } = this.deps;
    const photo = await media.findPhoto(viewer.userId, photoId);
    if (!photo || photo.media_type !== 'video' || photo.is_deleted) throw notFound();
    if (jpeg.length === 0) throw uploadError('upload.invalid_or_empty_file');
    if (jpeg.length > CLIENT_THUMBNAIL_MAX_BYTES) throw thumbnailTooLarge();
    if ((await sniffMediaBytes(jpeg)) !== 'image/jpeg') {
      throw uploadError('upload.unsupported_type');
    }
    const thumbnail = await normalizeClientThumbnail(jpeg);
    if (!thumbnail) throw uploadError('upload.invalid_file');
    const key = photo.thumbnail_path ?? thumbnailKeyOf(photo.storage_path);
    await blobs.put(key, Readable.from([thumbnail]), {
      contentType: 'image/jpeg',
      contentLength: thumbnail.length,
    });
    const now = nowMs();
    if (!(await uploads.setVideoThumbnail(viewer.userId, photoId, key, now))) {
      // Deleted meanwhile: its files go with it, so a new thumbnail must not stay behind.
      if (!photo.thumbnail_path) await blobs.delete(key);
      throw notFound();
    }
    await publishAfterCommit(this.deps.bus, this.deps.logger, viewer.userId, PHOTOS_CHANGED_TOPIC, [
      photoId,
    ]);
    return toPhotoRecord({ ...photo, thumbnail_path: key, updated_at: now });
  }
}
