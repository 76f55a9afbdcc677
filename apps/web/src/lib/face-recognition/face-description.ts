import type { Human } from '@vladmandic/human';
import type { DetectedFace } from './protocol';

type HumanInput = Parameters<Human['detect']>[0];
/** A tensor of pixels, height x width x channels (RGB or RGBA), as Human takes it. */
export type PixelTensor = Extract<HumanInput, { dispose: () => void }>;
// Human types its bundled TensorFlow.js as any: name the calls used on it.
export type HumanTf = {
  tensor3d(
    values: Uint8Array | Uint8ClampedArray,
    shape: [number, number, number],
    dtype: 'int32',
  ): PixelTensor;
  reverse(tensor: PixelTensor, axis: number): PixelTensor;
  getBackend(): string;
};

export class FaceDescriptionError extends Error {}

type Annotations = Partial<Record<string, ReadonlyArray<ReadonlyArray<number | undefined>>>>;

/** BlazeFace's first two keypoints, as Human names them when the mesh is off. */
function eyesOf(annotations: Annotations): DetectedFace['eyes'] {
  const left = annotations['leftEye']?.[0];
  const right = annotations['rightEye']?.[0];
  const [leftX, leftY] = left ?? [];
  const [rightX, rightY] = right ?? [];
  if (leftX === undefined || leftY === undefined || rightX === undefined || rightY === undefined) {
    return null;
  }
  return { left: { x: leftX, y: leftY }, right: { x: rightX, y: rightY } };
}

function unitLength(vector: ArrayLike<number>): number[] {
  let norm = 0;
  for (let index = 0; index < vector.length; index += 1) norm += vector[index]! ** 2;
  norm = Math.sqrt(norm);
  return Array.from(vector, (value) => (norm > 0 ? value / norm : 0));
}

/** The mean of two embeddings taken at unit length: the photo's and its mirror image's. */
export function mirrorAveraged(
  embedding: ArrayLike<number>,
  mirrored: ArrayLike<number>,
): number[] {
  const a = unitLength(embedding);
  const b = unitLength(mirrored);
  return a.map((value, index) => (value + (b[index] ?? 0)) / 2);
}

async function detectFaces(human: Human, pixels: PixelTensor) {
  const result = await human.detect(pixels);
  if (result.error) throw new FaceDescriptionError(result.error);
  return result.face;
}

/**
 * The faces of an image, each described by the average of its embedding and the embedding of
 * the same face in the mirrored image (decision 0016: averaging the two separates people
 * better, at the price of a second pass). Boxes are those of the image as given. The browser's
 * worker and the Node evaluation (npm run face:eval) both describe faces through here.
 */
export async function describeFaces(human: Human, pixels: PixelTensor): Promise<DetectedFace[]> {
  const faces = await detectFaces(human, pixels);
  if (faces.every((face) => !face.embedding?.length)) {
    return faces.map((face) => ({
      embedding: [],
      confidence: face.boxScore,
      box: { x: face.box[0], y: face.box[1], w: face.box[2], h: face.box[3] },
      eyes: eyesOf(face.annotations),
    }));
  }
  const tf = human.tf as HumanTf;
  const flipped = tf.reverse(pixels, 1);
  let mirroredFaces: Awaited<ReturnType<typeof detectFaces>>;
  try {
    mirroredFaces = await detectFaces(human, flipped);
  } finally {
    flipped.dispose();
  }
  const width = (pixels as unknown as { shape: number[] }).shape[1] ?? 0;
  return faces.map((face) => {
    const [x, y, w, h] = face.box;
    // The same face in the mirror: the one whose box centre is nearest the mirrored centre.
    const centreX = width - (x + w / 2);
    const centreY = y + h / 2;
    let twin: (typeof mirroredFaces)[number] | undefined;
    let twinDistance = Infinity;
    for (const candidate of mirroredFaces) {
      const [cx, cy, cw, ch] = candidate.box;
      const distance = Math.hypot(cx + cw / 2 - centreX, cy + ch / 2 - centreY);
      if (distance < twinDistance) {
        twin = candidate;
        twinDistance = distance;
      }
    }
    const embedding = face.embedding ?? [];
    const mirrored = twin && twinDistance <= Math.max(w, h) / 2 ? twin.embedding : undefined;
    return {
      embedding:
        embedding.length > 0 && mirrored?.length === embedding.length
          ? mirrorAveraged(embedding, mirrored)
          : Array.from(embedding),
      confidence: face.boxScore,
      box: { x, y, w, h },
      eyes: eyesOf(face.annotations),
    };
  });
}
