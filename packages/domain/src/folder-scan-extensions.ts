export const FOLDER_SCAN_IMAGE_EXTENSIONS = [
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.bmp',
  '.webp',
  '.tiff',
] as const;
export const FOLDER_SCAN_VIDEO_EXTENSIONS = ['.mp4', '.mov', '.avi'] as const;

// SD-card scan and tutorial read test: images only.
export const SD_CARD_SCAN_EXTENSIONS = FOLDER_SCAN_IMAGE_EXTENSIONS;
export const TUTORIAL_TEST_EXTENSIONS = FOLDER_SCAN_IMAGE_EXTENSIONS;

// Camera watch and import dialog: images and videos.
export const CAMERA_WATCH_EXTENSIONS = [
  ...FOLDER_SCAN_IMAGE_EXTENSIONS,
  ...FOLDER_SCAN_VIDEO_EXTENSIONS,
] as const;

export type FolderScanExtension = (typeof CAMERA_WATCH_EXTENSIONS)[number];

export const DCIM_FOLDER_NAME = 'DCIM';
