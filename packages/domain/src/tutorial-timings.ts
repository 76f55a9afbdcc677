export const CAMERA_TUTORIAL_STEPS = [
  'brand-selection',
  'create-folder',
  'download-software',
  'connect-camera',
  'configure-destination',
  'test-final',
] as const;
export const SD_TUTORIAL_STEPS = [
  'connect-sdcard',
  'select-folder',
  'test-photos',
  'success',
] as const;

export const TUTORIAL_TIMINGS = {
  closeAfterCompletionMs: 3000,
  completeAfterDetectionMs: 2000,
  folderPulseMs: 2000,
  sdAutoCloseMs: 3000,
  sdReadTestWaitMs: 2000,
  sdAutoTestDelayMs: 500,
} as const;
