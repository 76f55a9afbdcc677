export const MOBILE_BREAKPOINT_PX = 768;
export const WIDE_LAYOUT_MIN_WIDTH_PX = 1000;

export const SAFE_AREA_RECALC_DELAY_MS = {
  min: 100,
  max: 150,
} as const;

export const PREVIEW_ZOOM = {
  min: 1,
  max: 5,
  buttonStep: 0.5,
  wheelStep: 0.1,
} as const;

export const PROGRESS_DIALOG_DEFAULT_MAX = 100;
export const ASSIGNMENT_DIALOG_THUMBNAILS = 6;
export const STORAGE_MANAGER_GRID_COLUMNS = { min: 1, max: 5 } as const;
