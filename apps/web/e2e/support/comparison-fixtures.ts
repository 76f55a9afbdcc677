// Test photos for the comparison specs: a real face of testdata/faces, enlarged to a photo size
// and carrying EXIF with GPS, and a "second session" of it moved by a known similarity (scaled,
// turned, shifted) with sharp, so that a test knows where every point of the first photo went.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { PhotoRecord } from '@photodossier/domain/media-record';
import sharp from 'sharp';
import { facesDirectory } from '../../src/test/testdata';
import { baseURL } from './accounts';

export const PHOTO_SIZE = 600;
const FACE_SIZE = 320;
const BACKGROUND = '#d9d4cf';
/** The second session: 85 % of the size, turned 8° clockwise, 40 px right, 10 px down. */
export const SECOND_SESSION = { scale: 0.85, degrees: 8, left: 40, top: 10 } as const;

export interface ComparisonPhotos {
  readonly before: Buffer;
  readonly after: Buffer;
  /** Where a pixel of `before` lands in `after`. */
  readonly toAfter: (point: { x: number; y: number }) => { x: number; y: number };
}

const GPS_EXIF = {
  IFD0: { Make: 'PhotoDossier E2E', Model: 'Test camera' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '48/1 51/1 24/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '2/1 21/1 3/1',
  },
};

export async function comparisonPhotos(
  person = 'amy',
  file = 'amy1.png',
): Promise<ComparisonPhotos> {
  const source = join(facesDirectory(), person, file);
  // The tightly cropped test face, enlarged and set in a wider frame with some background, as a
  // clinical photo frames a face.
  const face = await sharp(source)
    .resize(FACE_SIZE, FACE_SIZE, { kernel: 'lanczos3' })
    .png()
    .toBuffer();
  const large = await sharp({
    create: { width: PHOTO_SIZE, height: PHOTO_SIZE, channels: 3, background: BACKGROUND },
  })
    .composite([{ input: face, left: (PHOTO_SIZE - FACE_SIZE) / 2, top: 110 }])
    .png()
    .toBuffer();
  const before = await sharp(large).jpeg({ quality: 92 }).withExif(GPS_EXIF).toBuffer();

  const scaledSize = Math.round(PHOTO_SIZE * SECOND_SESSION.scale);
  const scale = scaledSize / PHOTO_SIZE;
  const scaled = await sharp(large)
    .resize(scaledSize, scaledSize, { kernel: 'lanczos3' })
    .png()
    .toBuffer();
  const turned = await sharp(scaled)
    .rotate(SECOND_SESSION.degrees, { background: BACKGROUND })
    .png()
    .toBuffer({ resolveWithObject: true });
  const after = await sharp({
    create: { width: PHOTO_SIZE, height: PHOTO_SIZE, channels: 3, background: BACKGROUND },
  })
    .composite([{ input: turned.data, left: SECOND_SESSION.left, top: SECOND_SESSION.top }])
    .jpeg({ quality: 92 })
    .withExif(GPS_EXIF)
    .toBuffer();

  const angle = (SECOND_SESSION.degrees * Math.PI) / 180;
  const half = scaledSize / 2;
  return {
    before,
    after,
    toAfter: ({ x, y }) => {
      const sx = x * scale - half;
      const sy = y * scale - half;
      return {
        x:
          Math.cos(angle) * sx - Math.sin(angle) * sy + turned.info.width / 2 + SECOND_SESSION.left,
        y:
          Math.sin(angle) * sx + Math.cos(angle) * sy + turned.info.height / 2 + SECOND_SESSION.top,
      };
    },
  };
}

function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');
}

/** Uploads a file through the tus endpoint, as the web uploader does; the photo it became. */
export async function uploadPhoto(
  page: Page,
  patientId: string,
  bytes: Buffer,
  name: string,
): Promise<PhotoRecord> {
  const headers = { origin: baseURL, 'tus-resumable': '1.0.0' };
  const created = await page.request.post('/api/v1/uploads', {
    headers: {
      ...headers,
      'upload-length': String(bytes.length),
      'upload-metadata': tusMetadata({
        filename: name,
        filetype: 'image/jpeg',
        patient_id: patientId,
      }),
    },
  });
  if (created.status() !== 201)
    throw new Error(`tus creation: ${created.status()} ${await created.text()}`);
  const location = created.headers()['location'] ?? '';
  const sent = await page.request.patch(new URL(location, baseURL).pathname, {
    headers: {
      ...headers,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data: bytes,
  });
  if (sent.status() >= 300) throw new Error(`tus patch: ${sent.status()} ${await sent.text()}`);
  return (await sent.json()) as PhotoRecord;
}

/** A patient with the two sessions of one face, three months apart, both of the same zone. */
export async function patientWithTwoSessions(page: Page, photos: ComparisonPhotos, nom = 'Martin') {
  const patient = await page.request.post('/api/v1/patients', {
    headers: { origin: baseURL },
    data: { prenom: 'Léa', nom },
  });
  if (patient.status() !== 201)
    throw new Error(`patient: ${patient.status()} ${await patient.text()}`);
  const patientId = ((await patient.json()) as { id: string }).id;
  const ids: string[] = [];
  for (const [bytes, name, date] of [
    [photos.before, 'avant.jpg', '2025-01-10T10:00:00.000Z'],
    [photos.after, 'apres.jpg', '2025-04-12T10:00:00.000Z'],
  ] as const) {
    const photo = await uploadPhoto(page, patientId, bytes, name);
    const patched = await page.request.patch(`/api/v1/photos/${photo.id}`, {
      headers: { origin: baseURL },
      data: { date_prise: date, zone_traitee: 'Visage' },
    });
    if (patched.status() !== 200)
      throw new Error(`patch: ${patched.status()} ${await patched.text()}`);
    ids.push(photo.id);
  }
  return { patientId, photoIds: ids };
}
