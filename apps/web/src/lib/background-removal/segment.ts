/** The slice of TensorFlow.js (as Human bundles it) that segmentation uses. */
export type SegmentationTf = {
  tidy<T>(fn: () => T): T;
  tensor4d(values: Float32Array, shape: [number, number, number, number]): unknown;
};

export type SegmentationGraph = {
  execute(input: unknown): unknown;
};

type OutputTensor = { shape: number[]; data(): Promise<Float32Array>; dispose(): void };

/**
 * The model's person probabilities for RGBA pixels already scaled to its input size: one value
 * in 0..1 per pixel, row by row. A two-channel output (background, person logits) goes through
 * a softmax; a one-channel output is already a probability.
 */
export async function segmentPixels(
  tf: SegmentationTf,
  graph: SegmentationGraph,
  rgba: ArrayLike<number>,
  width: number,
  height: number,
): Promise<Float32Array> {
  const count = width * height;
  const input = new Float32Array(count * 3);
  for (let index = 0; index < count; index += 1) {
    input[index * 3] = (rgba[index * 4] ?? 0) / 255;
    input[index * 3 + 1] = (rgba[index * 4 + 1] ?? 0) / 255;
    input[index * 3 + 2] = (rgba[index * 4 + 2] ?? 0) / 255;
  }
  const output = tf.tidy(() => {
    const result = graph.execute(tf.tensor4d(input, [1, height, width, 3]));
    return (Array.isArray(result) ? result[0] : result) as OutputTensor;
  });
  let values: Float32Array;
  try {
    values = await output.data();
  } finally {
    output.dispose();
  }
  if (values.length === count) return values;
  const probabilities = new Float32Array(count);
  for (let index = 0; index < count; index += 1) {
    const background = values[index * 2] ?? 0;
    const person = values[index * 2 + 1] ?? 0;
    probabilities[index] = 1 / (1 + Math.exp(background - person));
  }
  return probabilities;
}
