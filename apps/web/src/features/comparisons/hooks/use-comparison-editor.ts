import { autoAlign, type AlignablePhoto } from '@photodossier/domain/comparison-alignment';
import {
  COMPARISON_MAX_PHOTOS,
  IDENTITY_PLACEMENT,
  type ComparisonBody,
  type ComparisonMode,
  type ComparisonPhotoSettings,
  type ComparisonRecord,
  type ComparisonView,
  type Crop,
  type Placement,
} from '@photodossier/domain/comparison';
import type { PhotoListItem } from '@photodossier/domain/media-record';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { findEyes, type FoundFace } from '../lib/find-eyes';
import { MediaBitmapCache } from '../lib/media-bitmaps';
import { chronological } from '../lib/preselect';

/** aligning: faces are being looked for; eyes: aligned on the eyes; manual: a photo has no face. */
export type AlignmentStatus = 'idle' | 'aligning' | 'eyes' | 'manual';

export const DEFAULT_VIEW: ComparisonView = {
  mode: 'before_after',
  orientation: 'vertical',
  divider: 0.5,
  opacity: 0.5,
  labels: true,
  aspect: 0.75,
  crop: { x: 0, y: 0, width: 1, height: 4 / 3 },
};

export type PlacementNudge = Partial<Record<'dx' | 'dy' | 'scale' | 'rotation', number>>;
export type CropNudge = Partial<Record<'dx' | 'dy' | 'zoom', number>>;

function photoSettings(
  photo: PhotoListItem,
  previous?: ComparisonPhotoSettings,
): ComparisonPhotoSettings {
  return (
    previous ?? {
      photo_id: photo.id,
      placement: IDENTITY_PLACEMENT,
      eyes: null,
      face_width: null,
      frame_time: photo.media_type === 'video' ? 0 : null,
    }
  );
}

function nudgedPlacement(placement: Placement, nudge: PlacementNudge): Placement {
  return {
    x: placement.x + (nudge.dx ?? 0),
    y: placement.y + (nudge.dy ?? 0),
    scale: Math.min(20, Math.max(0.05, placement.scale * (nudge.scale ?? 1))),
    rotation: placement.rotation + (nudge.rotation ?? 0),
  };
}

function nudgedCrop(crop: Crop, nudge: CropNudge): Crop {
  const zoom = nudge.zoom ?? 1;
  const width = Math.min(10, Math.max(0.05, crop.width / zoom));
  const height = (width * crop.height) / crop.width;
  const centerX = crop.x + crop.width / 2 + (nudge.dx ?? 0);
  const centerY = crop.y + crop.height / 2 + (nudge.dy ?? 0);
  return { x: centerX - width / 2, y: centerY - height / 2, width, height };
}

/**
 * The state of a comparison being made: its photos in date order, each one's placement in the
 * common frame, and the view. Choosing photos aligns them on the eyes (BlazeFace in the face
 * worker); the practitioner can nudge any photo and the crop, and reset to the automatic result.
 */
export function useComparisonEditor() {
  const [cache] = useState(() => new MediaBitmapCache());
  const faces = useRef(new Map<string, Promise<FoundFace | null>>());
  const [photos, setPhotoList] = useState<PhotoListItem[]>([]);
  const [settings, setSettings] = useState<ComparisonPhotoSettings[]>([]);
  const [view, setViewState] = useState<ComparisonView>(DEFAULT_VIEW);
  const [title, setTitle] = useState('');
  const [savedId, setSavedId] = useState<string | null>(null);
  const [alignment, setAlignment] = useState<AlignmentStatus>('idle');
  const [active, setActive] = useState(1);
  const [dirty, setDirty] = useState(false);
  const alignRun = useRef(0);

  useEffect(() => () => cache.clear(), [cache]);

  const faceOf = useCallback(
    (photo: PhotoListItem, frameTime: number | null) => {
      const key = `${photo.id}@${frameTime ?? ''}`;
      let found = faces.current.get(key);
      if (!found) {
        found = cache.get({ photo, frameTime }).then(findEyes);
        faces.current.set(key, found);
      }
      return found;
    },
    [cache],
  );

  /** Aligns every photo on the first one's eyes and keeps the crop all of them cover. */
  const align = useCallback(
    async (list: PhotoListItem[], current: ComparisonPhotoSettings[]) => {
      const run = ++alignRun.current;
      if (list.length === 0) return;
      setAlignment('aligning');
      try {
        const found = await Promise.all(
          list.map(async (photo, index) => {
            const frameTime = current[index]?.frame_time ?? null;
            const [bitmap, face] = await Promise.all([
              cache.get({ photo, frameTime }),
              faceOf(photo, frameTime),
            ]);
            return { ratio: bitmap.height / bitmap.width, face };
          }),
        );
        if (run !== alignRun.current) return;
        const alignable: AlignablePhoto[] = found.map((item) => ({
          ratio: item.ratio,
          eyes: item.face?.eyes ?? null,
        }));
        const result = autoAlign(alignable);
        setSettings(
          list.map((photo, index) => ({
            ...photoSettings(photo, current[index]),
            placement: result.placements[index] ?? IDENTITY_PLACEMENT,
            eyes: found[index]?.face?.eyes ?? null,
            face_width: found[index]?.face?.faceWidth ?? null,
          })),
        );
        setViewState((previous) => ({ ...previous, aspect: result.aspect, crop: result.crop }));
        setAlignment(found.every((item) => item.face) ? 'eyes' : 'manual');
      } catch {
        if (run === alignRun.current) setAlignment('manual');
      }
    },
    [cache, faceOf],
  );

  const choosePhotos = useCallback(
    (next: readonly PhotoListItem[]) => {
      const ordered = chronological(next).slice(0, COMPARISON_MAX_PHOTOS);
      const current = ordered.map((photo) =>
        photoSettings(
          photo,
          settings.find((item) => item.photo_id === photo.id),
        ),
      );
      setPhotoList(ordered);
      setSettings(current);
      setActive(Math.max(0, Math.min(ordered.length - 1, 1)));
      setDirty(true);
      void align(ordered, current);
    },
    [align, settings],
  );

  const togglePhoto = useCallback(
    (photo: PhotoListItem) => {
      const chosen = photos.some((item) => item.id === photo.id);
      if (!chosen && photos.length >= COMPARISON_MAX_PHOTOS) return false;
      choosePhotos(chosen ? photos.filter((item) => item.id !== photo.id) : [...photos, photo]);
      return true;
    },
    [choosePhotos, photos],
  );

  /** Reopens a saved comparison exactly as it was saved: no automatic alignment. */
  const load = useCallback((record: ComparisonRecord, records: readonly PhotoListItem[]) => {
    alignRun.current += 1;
    const byId = new Map(records.map((photo) => [photo.id, photo]));
    const list = record.photos.flatMap((item) => {
      const photo = byId.get(item.photo_id);
      return photo ? [photo] : [];
    });
    setPhotoList(list);
    setSettings(record.photos.filter((item) => byId.has(item.photo_id)));
    setViewState(record.view);
    setTitle(record.title);
    setSavedId(record.id);
    setAlignment(record.photos.every((item) => item.eyes) ? 'eyes' : 'manual');
    setActive(Math.min(1, list.length - 1));
    setDirty(false);
  }, []);

  const setView = useCallback((patch: Partial<ComparisonView>) => {
    setViewState((previous) => ({ ...previous, ...patch }));
    setDirty(true);
  }, []);

  const setMode = useCallback((mode: ComparisonMode) => setView({ mode }), [setView]);

  const nudgePhoto = useCallback((index: number, nudge: PlacementNudge) => {
    setSettings((previous) =>
      previous.map((item, position) =>
        position === index ? { ...item, placement: nudgedPlacement(item.placement, nudge) } : item,
      ),
    );
    setDirty(true);
  }, []);

  const nudgeCrop = useCallback((nudge: CropNudge) => {
    setViewState((previous) => ({ ...previous, crop: nudgedCrop(previous.crop, nudge) }));
    setDirty(true);
  }, []);

  const setFrameTime = useCallback(
    (index: number, frameTime: number) => {
      const next = settings.map((item, position) =>
        position === index ? { ...item, frame_time: frameTime } : item,
      );
      setSettings(next);
      setDirty(true);
      void align(photos, next);
    },
    [align, photos, settings],
  );

  const resetAlignment = useCallback(() => {
    setDirty(true);
    void align(photos, settings);
  }, [align, photos, settings]);

  const body = useMemo<ComparisonBody>(
    () => ({ title: title.trim(), photos: settings, view }),
    [settings, title, view],
  );

  const markSaved = useCallback((record: ComparisonRecord) => {
    setSavedId(record.id);
    setDirty(false);
  }, []);

  const bitmaps = useCallback(
    () =>
      Promise.all(
        photos.map((photo, index) =>
          cache.get({ photo, frameTime: settings[index]?.frame_time ?? null }),
        ),
      ),
    [cache, photos, settings],
  );

  return {
    photos,
    settings,
    view,
    title,
    savedId,
    alignment,
    active,
    dirty,
    body,
    setTitle: (next: string) => {
      setTitle(next);
      setDirty(true);
    },
    setActive,
    setView,
    setMode,
    choosePhotos,
    togglePhoto,
    load,
    nudgePhoto,
    nudgeCrop,
    setFrameTime,
    resetAlignment,
    markSaved,
    bitmaps,
  };
}

export type ComparisonEditor = ReturnType<typeof useComparisonEditor>;
