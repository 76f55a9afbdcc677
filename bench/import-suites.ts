import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FaceSuggestion } from '@photodossier/domain/face-record';
import { IMPORT_MAX_FILES_DEFAULT } from '@photodossier/domain/upload-limits';
import { openSqlite } from '../apps/server/src/platform/db/sqlite';
import type { ImportPhoto, ImportState } from '../apps/web/src/features/imports/lib/import-model';
import {
  selectImportGroups,
  type PatientsById,
} from '../apps/web/src/features/imports/lib/select-import-groups';
import { measure, type Benchmark } from './measure';
import {
  answerJson,
  inflatedBody,
  serverAnswer,
  signUpFirstAccount,
  startBenchServer,
  type BenchServer,
} from './server-process';

const PHOTOS = IMPORT_MAX_FILES_DEFAULT;
const PATIENTS = 30;
const MINUTE = 60_000;
const T0 = Date.UTC(2026, 4, 1, 8, 0, 0);

function suggestion(patient: number, score: number): FaceSuggestion {
  const id = `patient-${patient}`;
  return {
    patient_id: id,
    patient_name: `Prénom ${patient} Nom`,
    confidence_score: score,
    similarity: score / 100,
    reference_photo_id: `ref-${patient}`,
    patient_info: {
      nom: 'Nom',
      prenom: `Prénom ${patient}`,
      date_naissance: '1980-01-01',
      email: '',
      telephone: '',
    },
    face_regions: [],
  };
}

/**
 * A day of consultations as the dialog sees it after analysis: 30 patients seen in turn, most
 * photos matched (three suggestions each), some without a face right after a matched one (time
 * grouping), some faces matching nobody, a few videos and a few photos still in analysis.
 */
function importPhotos(): ImportPhoto[] {
  return Array.from({ length: PHOTOS }, (_, n): ImportPhoto => {
    const patient = Math.floor((n / PHOTOS) * PATIENTS);
    const kind = n % 20;
    const video = kind === 0;
    const noFace = kind >= 1 && kind <= 3;
    const stranger = kind === 4;
    const analysing = kind === 5 && n > PHOTOS - 100;
    const matched = !video && !noFace && !stranger && !analysing;
    return {
      id: `photo-${n}`,
      name: `IMG_${n}.jpg`,
      size: 3_000_000,
      type: video ? 'video/mp4' : 'image/jpeg',
      mediaType: video ? 'video' : 'image',
      file: null,
      preview: null,
      timestamp: T0 + n * 0.5 * MINUTE,
      exifDates: null,
      status: video ? 'skipped' : analysing ? 'analyzing' : 'completed',
      suggestions: matched
        ? [
            suggestion(patient, 70 + (n % 25)),
            suggestion((patient + 1) % PATIENTS, 55),
            suggestion((patient + 2) % PATIENTS, 40),
          ]
        : stranger
          ? [suggestion(patient, 30)]
          : [],
      confidence: matched ? 70 + (n % 25) : null,
      faceRegions: noFace || video ? [] : [{ x: 10, y: 10, w: 80, h: 80 }],
      rawFaceEmbeddings: null,
      addedByTimeGrouping: false,
      unassignedUploadStatus: 'uploaded',
      unassignedUploadProgress: 100,
      unassignedUploadBytesTransferred: 3_000_000,
      unassignedUploadTotalBytes: 3_000_000,
      unassignedUploadSpeed: 0,
      unassignedUploadStartTime: null,
      unassignedUploadError: null,
      unassignedPhotoId: `server-${n}`,
      unassignedPhotoUrl: null,
      assignedToPatient: null,
    };
  });
}

interface GroupsContext {
  state: Pick<ImportState, 'photos' | 'mode'>;
  patients: PatientsById;
  sink: number;
}

// The dialog recomputes its sections on every change of a photo (upload progress, an analysis
// landing): with the maximum of files this must stay a small fraction of a frame.
const importGroups: Benchmark<GroupsContext> = {
  name: 'import-groups',
  description: `selectImportGroups over ${PHOTOS} photos, ${PATIENTS} suggested patients (videos, no-face photos grouped by time, unmatched faces, photos in analysis)`,
  baselineLabel: 'Array.filter + sort by time over the same photos',
  candidateLabel: 'selectImportGroups',
  rounds: 200,
  async setup() {
    const patients: Record<string, PatientsById[string]> = {};
    for (let p = 0; p < PATIENTS; p += 1) {
      patients[`patient-${p}`] = {
        id: `patient-${p}`,
        prenom: `Prénom ${p}`,
        nom: 'Nom',
        date_naissance: '1980-01-01',
      };
    }
    return {
      state: { photos: importPhotos(), mode: { kind: 'general', origin: 'sidebar' } },
      patients,
      sink: 0,
    };
  },
  async baseline(context) {
    const images = context.state.photos
      .filter((photo) => photo.mediaType === 'image' && photo.status === 'completed')
      .sort((a, b) => a.timestamp - b.timestamp);
    context.sink += images.length;
  },
  async candidate(context) {
    const groups = selectImportGroups(context.state, context.patients);
    context.sink += groups.patients.length;
  },
  async teardown() {},
  async report({ state, patients }) {
    const groups = selectImportGroups(state, patients);
    const timeGrouped = groups.patients
      .flatMap((group) => group.photos)
      .filter((photo) => photo.addedByTimeGrouping).length;
    return [
      `  sections: ${groups.patients.length} patients, ${timeGrouped} photos joined by time, ` +
        `${groups.withoutPatient.length} without patient, ${groups.videos.length} videos, ` +
        `${groups.analysing.length} in analysis`,
    ];
  },
};

interface SessionContext {
  dir: string;
  server: BenchServer;
  cookie: string;
  sessionId: string;
}

async function seedSessionPhotos(dir: string, userId: string, sessionId: string): Promise<void> {
  const db = openSqlite(path.join(dir, 'photodossier.sqlite'));
  try {
    const rows = Array.from({ length: PHOTOS }, (_, n) => {
      // Most sent, some still travelling, a tenth already filed by the dialog.
      const uploaded = n % 10 !== 9;
      const filed = n % 10 === 0;
      return {
        session_id: sessionId,
        session_photo_id: `${crypto.randomUUID()}`,
        user_id: userId,
        upload_status: uploaded ? 'uploaded' : 'uploading',
        upload_progress: uploaded ? 100 : 40,
        photo_id: uploaded ? crypto.randomUUID() : null,
        unassigned_photo_id: uploaded && !filed ? crypto.randomUUID() : null,
        suggested_patient_id: null,
        metadata: JSON.stringify({
          originalName: `IMG_${String(n).padStart(4, '0')}.JPG`,
          size: 3_000_000 + n,
          type: 'image/jpeg',
          timestamp: T0 + n * 30_000,
          exif: { DateTimeOriginal: '2026:05:01 08:00:00', OffsetTimeOriginal: '+02:00' },
        }),
        assigned_patient_id: null,
        assigned_at: filed ? T0 + n : null,
        updated_at: T0 + n,
      };
    });
    for (let offset = 0; offset < rows.length; offset += 200) {
      await db
        .insertInto('import_session_photos')
        .values(rows.slice(offset, offset + 200))
        .execute();
    }
  } finally {
    await db.destroy();
  }
}

async function countSessionPhotos(url: string, cookie: string): Promise<number> {
  const answer = await serverAnswer(url, cookie);
  return Object.keys(answerJson<{ photos: Record<string, unknown> }>(answer).photos).length;
}

/**
 * What the client does after the server's answer, printed beside the ratio: inflating,
 * decoding and parsing it natively, and the whole read through Node's fetch as the bench
 * measured it before decision 0078, against a health check read the same way.
 */
async function clientLines(url: string, cookie: string, healthUrl: string): Promise<string[]> {
  const answer = await serverAnswer(url, cookie);
  const parse = await measure(async () => {
    answerJson(answer);
  }, 30);
  const fetchJson = (target: string, headers: Record<string, string>) => async () => {
    await (await fetch(target, { headers })).json();
  };
  const fetchHealth = await measure(fetchJson(healthUrl, {}), 30);
  const fetchSession = await measure(fetchJson(url, { cookie }), 30);
  return [
    `  the page's share: inflating, decoding and parsing the answer ${parse.medianMs.toFixed(1)} ms`,
    `  the whole read through Node's fetch: ${fetchSession.medianMs.toFixed(1)} ms against ` +
      `${fetchHealth.medianMs.toFixed(1)} ms for health, ` +
      `${(fetchSession.medianMs / fetchHealth.medianMs).toFixed(2)}x`,
  ];
}

// Every tab reads its session again when another one changes it (spec 02 §7): a session at
// the dialog's maximum must come back about as fast as the cheapest request.
const importSession999: Benchmark<SessionContext> = {
  name: 'import-session-999',
  goal: 'ratio ≤ 5x',
  description: `GET /api/v1/import-sessions/:id of a session with ${PHOTOS} registered photos`,
  baselineLabel: 'GET /api/health',
  candidateLabel: 'GET /api/v1/import-sessions/:id',
  rounds: 30,
  async setup() {
    const dir = await mkdtemp(path.join(tmpdir(), 'pd-bench-import-session-'));
    const server = await startBenchServer(dir);
    try {
      const { cookie, userId } = await signUpFirstAccount(server.url);
      const opened = await fetch(`${server.url}/api/v1/import-sessions`, {
        method: 'POST',
        headers: { cookie, origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ device_id: 'bench-device-0001' }),
      });
      if (!opened.ok) throw new Error(`open session: ${opened.status} ${await opened.text()}`);
      const sessionId = ((await opened.json()) as { id: string }).id;
      await seedSessionPhotos(dir, userId, sessionId);
      const url = `${server.url}/api/v1/import-sessions/${sessionId}`;
      const count = await countSessionPhotos(url, cookie);
      if (count !== PHOTOS) throw new Error(`expected ${PHOTOS} photos, got ${count}`);
      // A server that has run a while: the measure's single warm-up left the health check,
      // the baseline, colder than the session read (2.2 against 0.9 ms).
      for (let round = 0; round < 50; round += 1) {
        await serverAnswer(`${server.url}/api/health`);
        await serverAnswer(url, cookie);
      }
      return { dir, server, cookie, sessionId };
    } catch (error) {
      await server.stop();
      throw error;
    }
  },
  async baseline({ server }) {
    await serverAnswer(`${server.url}/api/health`);
  },
  async candidate({ server, cookie, sessionId }) {
    await serverAnswer(`${server.url}/api/v1/import-sessions/${sessionId}`, cookie);
  },
  async teardown({ dir, server }) {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  },
  async report({ server, cookie, sessionId }) {
    const url = `${server.url}/api/v1/import-sessions/${sessionId}`;
    const answer = await serverAnswer(url, cookie);
    return [
      `  answer: ${(inflatedBody(answer).byteLength / 1024).toFixed(0)} KiB of JSON, ` +
        `${(answer.body.byteLength / 1024).toFixed(0)} KiB over the wire (${answer.encoding})`,
      ...(await clientLines(url, cookie, `${server.url}/api/health`)),
    ];
  },
};

interface ChangesContext extends SessionContext {
  /** The changes since the session as the following tab read it, before the change. */
  changesUrl: string;
}

// What a tab following another one's import reads after each change since decision 0069: the
// photos written since its copy, not the whole session.
const importSessionChanges999: Benchmark<ChangesContext> = {
  name: 'import-session-changes-999',
  goal: 'ratio ≤ 5x',
  description: `GET /api/v1/import-sessions/:id/changes of a session with ${PHOTOS} photos after another tab changed one`,
  baselineLabel: 'GET /api/health',
  candidateLabel: 'GET /api/v1/import-sessions/:id/changes?since=',
  rounds: 30,
  async setup() {
    const context = await importSession999.setup();
    const { server, cookie, sessionId } = context;
    try {
      const held = (await (
        await fetch(`${server.url}/api/v1/import-sessions/${sessionId}`, { headers: { cookie } })
      ).json()) as { updated_at: number; photos: Record<string, unknown> };
      const [changedPhotoId] = Object.keys(held.photos);
      const patched = await fetch(
        `${server.url}/api/v1/import-sessions/${sessionId}/photos/${changedPhotoId}`,
        {
          method: 'PATCH',
          headers: { cookie, origin: server.url, 'content-type': 'application/json' },
          body: JSON.stringify({ suggested_patient_id: null }),
        },
      );
      if (!patched.ok) throw new Error(`patch: ${patched.status} ${await patched.text()}`);
      const changesUrl = `${server.url}/api/v1/import-sessions/${sessionId}/changes?since=${held.updated_at}`;
      const changed = await countSessionPhotos(changesUrl, cookie);
      if (changed < 1 || changed >= PHOTOS)
        throw new Error(`expected a few changes, got ${changed}`);
      return { ...context, changesUrl };
    } catch (error) {
      await importSession999.teardown(context);
      throw error;
    }
  },
  async baseline(context) {
    await importSession999.baseline(context);
  },
  async candidate({ cookie, changesUrl }) {
    await serverAnswer(changesUrl, cookie);
  },
  async teardown(context) {
    await importSession999.teardown(context);
  },
  async report({ cookie, changesUrl }) {
    const answer = await serverAnswer(changesUrl, cookie);
    const photos = Object.keys(answerJson<{ photos: object }>(answer).photos).length;
    const kib = inflatedBody(answer).byteLength / 1024;
    return [`  answer: ${photos} photo(s), ${kib.toFixed(1)} KiB of JSON`];
  },
};

export const importBenchmarks = [
  importGroups,
  importSession999,
  importSessionChanges999,
] as unknown as Benchmark<unknown>[];
