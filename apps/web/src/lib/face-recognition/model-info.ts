/** What each stored embedding says about how it was made, so old ones can be told apart later. */
export const FACE_MODEL_INFO = {
  model_used: 'faceres',
  model_version: 'human-3.3.6/blazeface+faceres',
  library: '@vladmandic/human',
} as const;
