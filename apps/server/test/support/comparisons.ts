import type { ComparisonBody } from '@photodossier/domain/comparison';

/** A comparison of these photos, as the editor saves it. */
export function comparisonBody(photoIds: string[], title = 'Lèvres J0 / J30'): ComparisonBody {
  return {
    title,
    photos: photoIds.map((photo_id, index) => ({
      photo_id,
      placement: { x: 0.01 * index, y: 0, scale: 1 + index / 10, rotation: 0.05 * index },
      eyes: { left: { x: 0.4, y: 0.5 }, right: { x: 0.6, y: 0.5 } },
      face_width: 0.45,
      frame_time: null,
    })),
    view: {
      mode: 'before_after',
      orientation: 'vertical',
      divider: 0.5,
      opacity: 0.5,
      labels: true,
      aspect: 0.75,
      crop: { x: 0.05, y: 0.05, width: 0.9, height: 1.2 },
    },
  };
}
