// Neutral demonstration media made on the spot, and the API calls that file them: no real
// patient's face is ever needed (the shared face test set has no licence for public pages).
import { PRACTICE_TIME_ZONE } from '@photodossier/domain/calendar-date';
import type { PhotoRecord } from '@photodossier/domain/media-record';
import type { PatientPayloadInput, PatientRecord } from '@photodossier/domain/patient';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { baseURL } from './accounts';

const skinTones = ['#f1c9a5', '#e0ac84', '#c68b63', '#a86f4c', '#7d4f35', '#f5d6c0'];
const hairColours = ['#2b1d14', '#5a3b22', '#8c6239', '#c9a36b', '#3b3b3b', '#1a1a1a'];
const backdrops = [
  ['#dfe9ef', '#c7d7e1'],
  ['#e6ebe4', '#cfd9cb'],
  ['#ece6e1', '#d8cdc4'],
];

export type DemoPortrait = {
  /** Picks the skin, hair, backdrop and pose, so each patient looks the same in every photo. */
  seed: number;
  /** Turned slightly aside, like a three-quarter clinical view. */
  turned?: boolean;
  /** EXIF DateTimeOriginal as a camera writes it, "2026:11:02 10:15:30". */
  takenAt?: string;
  /** EXIF OffsetTimeOriginal, "+01:00". */
  offset?: string;
  /** Adds GPS coordinates to the EXIF, as a phone would. */
  gps?: boolean;
  width?: number;
};

function pick<T>(list: readonly T[], seed: number): T {
  return list[Math.abs(seed) % list.length]!;
}

/** An illustrated head-and-shoulders portrait on a studio backdrop, as a JPEG with EXIF. */
export async function demoPortraitJpeg(portrait: DemoPortrait): Promise<Buffer> {
  const { seed, turned = false } = portrait;
  const width = portrait.width ?? 960;
  const height = Math.round(width * 1.25);
  const skin = pick(skinTones, seed);
  const hair = pick(hairColours, seed * 7 + 3);
  const [backdropTop, backdropBottom] = pick(backdrops, seed);
  const shift = turned ? -70 : 0;
  const longHair = seed % 2 === 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 1200" width="${width}" height="${height}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${backdropTop}"/><stop offset="1" stop-color="${backdropBottom}"/>
      </linearGradient>
      <radialGradient id="face" cx="0.45" cy="0.4" r="0.7">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="1" stop-color="#000000" stop-opacity="0.08"/>
      </radialGradient>
    </defs>
    <rect width="960" height="1200" fill="url(#bg)"/>
    ${longHair ? `<path d="M${300 + shift} 520 Q${280 + shift} 260 ${480 + shift} 240 Q${690 + shift} 250 ${665 + shift} 540 L${690 + shift} 860 L${270 + shift} 860 Z" fill="${hair}"/>` : ''}
    <path d="M140 1200 Q160 930 480 900 Q800 930 820 1200 Z" fill="#3f6b80"/>
    <path d="M${415 + shift / 3} 690 L${545 + shift / 3} 690 L560 905 Q480 955 400 905 Z" fill="${skin}"/>
    <ellipse cx="${330 + shift * 1.4}" cy="560" rx="34" ry="60" fill="${skin}"/>
    ${turned ? '' : `<ellipse cx="630" cy="560" rx="34" ry="60" fill="${skin}"/>`}
    <ellipse cx="${480 + shift}" cy="520" rx="165" ry="215" fill="${skin}"/>
    <ellipse cx="${480 + shift}" cy="520" rx="165" ry="215" fill="url(#face)"/>
    <path d="M${318 + shift} 470 Q${330 + shift} 290 ${480 + shift} 290 Q${640 + shift} 290 ${645 + shift} 470 Q${600 + shift} 360 ${480 + shift} 360 Q${370 + shift} 360 ${318 + shift} 470 Z" fill="${hair}"/>
    <path d="M${405 + shift * 1.2} 468 q28 -14 56 0" stroke="#4a3426" stroke-width="8" fill="none" stroke-linecap="round"/>
    <path d="M${505 + shift * 1.2} 468 q28 -14 56 0" stroke="#4a3426" stroke-width="8" fill="none" stroke-linecap="round"/>
    <ellipse cx="${433 + shift * 1.2}" cy="505" rx="16" ry="9" fill="#2f2a28"/>
    <ellipse cx="${533 + shift * 1.2}" cy="505" rx="16" ry="9" fill="#2f2a28"/>
    <path d="M${483 + shift * 1.3} 520 q-12 60 4 78 q14 6 24 -4" stroke="#9a6a52" stroke-width="6" fill="none" stroke-linecap="round"/>
    <path d="M${440 + shift * 1.2} 648 Q${485 + shift * 1.2} 676 ${530 + shift * 1.2} 648" stroke="#a4544a" stroke-width="10" fill="none" stroke-linecap="round"/>
  </svg>`;

  const exif: Record<string, Record<string, string>> = {
    // EXIF text is ASCII: an accent would not survive.
    IFD0: { Make: 'PhotoDossier', Model: 'Demonstration' },
  };
  if (portrait.takenAt) {
    exif.IFD2 = {
      DateTimeOriginal: portrait.takenAt,
      ...(portrait.offset ? { OffsetTimeOriginal: portrait.offset } : {}),
    };
  }
  if (portrait.gps) {
    exif.IFD3 = {
      GPSLatitudeRef: 'N',
      GPSLatitude: '45/1 45/1 36/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '4/1 50/1 24/1',
    };
  }
  return sharp(Buffer.from(svg)).jpeg({ quality: 86 }).withExif(exif).toBuffer();
}

const base64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

export type DemoUpload = {
  name: string;
  bytes: Buffer;
  patientId?: string;
  zone?: string;
  lastModified?: number;
  timeZone?: string;
  /** The file's MIME type as the browser reports it; a JPEG by default. */
  type?: string;
};

/** Files a JPEG (or another type) as the web app does (tus), with the page's session and Origin. */
export async function uploadDemoPhoto(page: Page, upload: DemoUpload): Promise<PhotoRecord> {
  const metadata = [
    `filename ${base64(upload.name)}`,
    `filetype ${base64(upload.type ?? 'image/jpeg')}`,
    `last_modified ${base64(String(upload.lastModified ?? Date.now()))}`,
    `time_zone ${base64(upload.timeZone ?? PRACTICE_TIME_ZONE)}`,
    ...(upload.patientId ? [`patient_id ${base64(upload.patientId)}`] : []),
    ...(upload.zone ? [`zone_traitee ${base64(upload.zone)}`] : []),
  ].join(',');
  const created = await page.request.post('/api/v1/uploads', {
    headers: {
      origin: baseURL,
      'tus-resumable': '1.0.0',
      'upload-length': String(upload.bytes.length),
      'upload-metadata': metadata,
    },
  });
  if (created.status() !== 201) throw new Error(`Upload refused: ${await created.text()}`);
  const location = created.headers()['location'];
  if (!location) throw new Error('Upload without a location');
  const finished = await page.request.patch(location, {
    headers: {
      origin: baseURL,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data: upload.bytes,
  });
  if (finished.status() !== 200) throw new Error(`Upload failed: ${await finished.text()}`);
  return (await finished.json()) as PhotoRecord;
}

export async function createDemoPatient(
  page: Page,
  patient: PatientPayloadInput,
): Promise<PatientRecord> {
  const response = await page.request.post('/api/v1/patients', {
    headers: { origin: baseURL },
    data: patient,
  });
  if (response.status() !== 201) throw new Error(`Patient refused: ${await response.text()}`);
  return (await response.json()) as PatientRecord;
}
