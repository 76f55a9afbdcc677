import type { PhotoRecord, UploadMetadata } from '@photodossier/domain/media-record';
import { TEMP_PHOTO_STORE } from '@photodossier/domain/import-timings';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  deleteTempPhoto,
  listTempPhotos,
  readTempPhoto,
  saveTempPhoto,
  type TempPhotoEntry,
} from '@/lib/temp-photos/temp-photo-store';
import { useMediaUpload } from '@/lib/uploads/use-media-upload';
import type { CaptureFace } from '../lib/analyse-capture';
import {
  captureStoreKey,
  parseCaptureStoreKey,
  type CaptureKind,
  type CaptureTarget,
} from '../lib/capture-naming';

export type CaptureStatus = 'ready' | 'analysing' | 'uploading' | 'done' | 'failed';

export type Capture = {
  readonly id: string;
  readonly kind: CaptureKind;
  /** Where it was taken for, and goes, whatever camera page sends it. */
  readonly target: CaptureTarget;
  /** Its key in the temporary photo store. */
  readonly key: string;
  readonly file: File;
  /** Object URL for the strip and the review. */
  readonly url: string;
  readonly durationSeconds: number | null;
  /** Kept in the temporary photo store (survives a reload); false: only in this page's memory. */
  readonly kept: boolean;
  readonly status: CaptureStatus;
  readonly photo: PhotoRecord | null;
  readonly embedding: readonly number[] | null;
};

/** A shot an earlier visit of this user left in the store, with where it was going. */
export type CaptureLeftover = TempPhotoEntry & {
  readonly captureId: string;
  readonly target: CaptureTarget;
};

export type SaveOptions = {
  /** Quick-mode shots: the face found in a photo and the patient it looks like, before it is sent. */
  analyse?: (file: File) => Promise<CaptureFace | null>;
  /** Quick-mode shots: what to do with that face once the photo is recorded. */
  keepFace?: (photoId: string, face: CaptureFace) => Promise<void>;
};

function uploadRequestOf(target: CaptureTarget): {
  patientId: string | undefined;
  metadata: Pick<UploadMetadata, 'upload_source'>;
} {
  return {
    patientId: target.kind === 'patient' ? target.patientId : undefined,
    metadata: target.kind === 'quick' ? { upload_source: 'camera_quick' } : {},
  };
}

let counter = 0;
function newCaptureId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The shots of this visit, from the moment they are kept until the server has them. Each is
 * written to the temporary photo store first, so a failed upload, a closed tab or a crash loses
 * nothing; it leaves the store only once recorded. A video above the store's size limit lives
 * in this page's memory only, which the strip says. Each shot keeps the user and the target it
 * was taken for: the store is shared by the browser's accounts, and a leftover brought back on
 * another patient's camera still goes to its own patient.
 */
export function useCaptureQueue({
  userId,
  target,
}: {
  userId: string;
  /** Where new shots go; null while no target is chosen (no shot can be taken then). */
  target: CaptureTarget | null;
}) {
  const [captures, setCaptures] = useState<Capture[]>([]);
  const [leftovers, setLeftovers] = useState<CaptureLeftover[]>([]);
  const { items, upload } = useMediaUpload();
  const latest = useRef(captures);
  latest.current = captures;
  const current = useRef({ userId, target });
  current.current = { userId, target };

  const patch = useCallback((id: string, change: Partial<Capture>) => {
    setCaptures((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  useEffect(() => {
    let cancelled = false;
    setLeftovers([]);
    listTempPhotos()
      .then((entries) => {
        if (cancelled) return;
        const inStrip = new Set(latest.current.map((capture) => capture.key));
        setLeftovers(
          entries.flatMap((entry) => {
            const parsed = parseCaptureStoreKey(entry.key);
            // Another account's shots are neither shown nor sent from here.
            if (!parsed || parsed.userId !== userId || inStrip.has(entry.key)) return [];
            return [{ ...entry, captureId: parsed.captureId, target: parsed.target }];
          }),
        );
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [userId]);

  // Object URLs are released with the page.
  useEffect(
    () => () => {
      for (const capture of latest.current) URL.revokeObjectURL(capture.url);
    },
    [],
  );

  const add = useCallback(
    async (file: File, kind: CaptureKind, durationSeconds: number | null, id = newCaptureId()) => {
      const { userId: owner, target: goesTo } = current.current;
      if (!goesTo) throw new Error('No target for this shot');
      const key = captureStoreKey({ userId: owner, target: goesTo, captureId: id });
      let kept = false;
      if (file.size <= TEMP_PHOTO_STORE.maxBytesPerPhoto) {
        try {
          await saveTempPhoto(key, file, file.name);
          kept = true;
        } catch {
          // The store is full or unavailable: the shot still lives in this page.
        }
      }
      const capture: Capture = {
        id,
        kind,
        target: goesTo,
        key,
        file,
        url: URL.createObjectURL(file),
        durationSeconds,
        kept,
        status: 'ready',
        photo: null,
        embedding: null,
      };
      setCaptures((list) => [...list, capture]);
      return capture;
    },
    [],
  );

  const remove = useCallback((id: string) => {
    const capture = latest.current.find((item) => item.id === id);
    if (!capture) return;
    URL.revokeObjectURL(capture.url);
    setCaptures((list) => list.filter((item) => item.id !== id));
    void deleteTempPhoto(capture.key).catch(() => undefined);
  }, []);

  /** Brings the shots a previous visit left on this device back into the strip. */
  const restoreLeftovers = useCallback(async () => {
    const entries = leftovers;
    setLeftovers([]);
    for (const entry of entries) {
      const file = await readTempPhoto(entry.key).catch(() => null);
      if (!file) continue;
      const id = entry.captureId;
      const kind: CaptureKind = file.type.startsWith('video/') ? 'video' : 'photo';
      const capture: Capture = {
        id,
        kind,
        target: entry.target,
        key: entry.key,
        file,
        url: URL.createObjectURL(file),
        durationSeconds: null,
        kept: true,
        status: 'ready',
        photo: null,
        embedding: null,
      };
      setCaptures((list) => (list.some((item) => item.id === id) ? list : [...list, capture]));
    }
  }, [leftovers]);

  const discardLeftovers = useCallback(async () => {
    const entries = leftovers;
    setLeftovers([]);
    await Promise.all(entries.map((entry) => deleteTempPhoto(entry.key).catch(() => undefined)));
  }, [leftovers]);

  const sendOne = useCallback(
    async (capture: Capture, options: SaveOptions): Promise<Capture> => {
      const quick = capture.target.kind === 'quick';
      let face: CaptureFace | null = null;
      if (quick && options.analyse && capture.kind === 'photo') {
        patch(capture.id, { status: 'analysing' });
        face = await options.analyse(capture.file).catch(() => null);
      }
      const embedding = face?.embedding ?? null;
      const suggestedPatientId = face?.suggestedPatientId ?? null;
      patch(capture.id, { status: 'uploading', embedding });
      const { patientId, metadata } = uploadRequestOf(capture.target);
      return new Promise<Capture>((resolve) => {
        const started = upload([capture.file], {
          patientId,
          metadata: {
            ...metadata,
            ...(suggestedPatientId ? { suggested_patient_id: suggestedPatientId } : {}),
          },
          onUploaded: (photo) => {
            if (photo && face && options.keepFace) void options.keepFace(photo.id, face);
            const done = { ...capture, status: 'done' as const, photo, embedding };
            patch(capture.id, { status: 'done', photo });
            void deleteTempPhoto(capture.key).catch(() => undefined);
            resolve(done);
          },
          onFailed: () => {
            patch(capture.id, { status: 'failed' });
            resolve({ ...capture, status: 'failed', embedding });
          },
        });
        if (started.accepted === 0) {
          patch(capture.id, { status: 'failed' });
          resolve({ ...capture, status: 'failed', embedding });
        }
      });
    },
    [patch, upload],
  );

  /** Sends every shot not yet recorded, each to its own target; answers each one's outcome. */
  const saveAll = useCallback(
    async (options: SaveOptions = {}): Promise<Capture[]> => {
      const pending = latest.current.filter((item) => item.status !== 'done');
      const results = await Promise.all(pending.map((capture) => sendOne(capture, options)));
      const done = latest.current.filter((item) => item.status === 'done');
      return [...done.filter((item) => !results.some((r) => r.id === item.id)), ...results];
    },
    [sendOne],
  );

  /** Upload progress of a shot, 0-100, from the shared upload panel's row of its file. */
  const progressOf = useCallback(
    (capture: Capture): number | null => {
      const row = [...items].reverse().find((item) => item.fileName === capture.file.name);
      if (!row || row.bytesTotal <= 0) return null;
      return Math.round((row.bytesSent / row.bytesTotal) * 100);
    },
    [items],
  );

  return {
    captures,
    leftovers,
    add,
    remove,
    saveAll,
    restoreLeftovers,
    discardLeftovers,
    progressOf,
  };
}
