import { exifCaptureTime } from '@photodossier/domain/exif-dates';
import { readExifDates } from './exif-dates';
import {
  decodesCompletely,
  makeImageDerivatives,
  readImageSize,
  VIDEO_THUMBNAIL_BOX,
  type Derivatives,
} from './image-processing';
import type { MediaFacts } from './photo-row';
import { uploadError } from './upload-errors';
import type { StagedMetadata } from './upload-metadata';
import { extractPoster, probeVideo } from './video-probe';

/**
 * What the decoders read from a staged image: size, EXIF dates, the capture time in the
 * browser's time zone (else `defaultTimeZone`), thumbnail and preview. Refuses what they cannot
 * read to the end.
 */
export async function describeImage(
  path: string,
  metadata: StagedMetadata,
  defaultTimeZone: string,
): Promise<MediaFacts> {
  // Magic bytes can be forged in front of anything: an image is what a decoder can read.
  const size = await readImageSize(path);
  if (!size || !(await decodesCompletely(path))) throw uploadError('upload.invalid_file');
  const exifDates = await readExifDates(path);
  return {
    width: size.width,
    height: size.height,
    duration: null,
    videoFps: null,
    exifDates,
    takenAt: exifCaptureTime(exifDates, metadata.time_zone ?? defaultTimeZone),
    derivatives: await makeImageDerivatives(path),
  };
}

/**
 * What ffprobe reads from a staged video, and a poster frame's thumbnail and preview unless
 * the browser sends its own poster afterwards (`client_thumbnail`).
 */
export async function describeVideo(path: string, metadata: StagedMetadata): Promise<MediaFacts> {
  const video = await probeVideo(path);
  if (!video) throw uploadError('upload.invalid_file');
  let derivatives: Derivatives = { thumbnail: null, preview: null };
  if (metadata.client_thumbnail !== '1') {
    // A video without a poster still records; the viewer shows a placeholder.
    const poster = await extractPoster(path, video.duration);
    if (poster) derivatives = await makeImageDerivatives(poster, VIDEO_THUMBNAIL_BOX);
  }
  return {
    width: video.width,
    height: video.height,
    duration: video.duration,
    videoFps: video.fps,
    exifDates: null,
    takenAt: video.createdAt,
    derivatives,
  };
}
