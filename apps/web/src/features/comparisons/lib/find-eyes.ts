import type { EyePoints } from '@photodossier/domain/comparison';
import { detectFaces } from '@/lib/face-recognition/face-client';

export interface FoundFace {
  readonly eyes: EyePoints;
  /** Face box width in photo units (pixels / photo width). */
  readonly faceWidth: number;
}

/**
 * The main face's eyes with the face worker's BlazeFace (decision 0019), in photo units; null
 * when there is no face or recognition cannot run here: the photo is then aligned by hand.
 */
export async function findEyes(bitmap: ImageBitmap): Promise<FoundFace | null> {
  try {
    // The worker takes the pixels it is given: send a copy, the page keeps drawing its own.
    const detection = await detectFaces(await createImageBitmap(bitmap));
    const face = [...detection.faces].sort((a, b) => b.confidence - a.confidence)[0];
    if (!face?.eyes || detection.imageWidth <= 0) return null;
    const unit = detection.imageWidth;
    return {
      eyes: {
        left: { x: face.eyes.left.x / unit, y: face.eyes.left.y / unit },
        right: { x: face.eyes.right.x / unit, y: face.eyes.right.y / unit },
      },
      faceWidth: face.box.w / unit,
    };
  } catch {
    return null;
  }
}
