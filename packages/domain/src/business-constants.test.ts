// One check per line of the two specs' "Business constants and limits" tables, so a changed
// number shows up here as a deliberate spec change.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  LANGUAGE_DETECTION_ORDER,
  LANGUAGE_STORAGE_KEY,
} from './app-preferences';
import { BYTES_PER_GB, BYTES_PER_KB, BYTES_PER_MB, BYTES_PER_TB } from './byte-units';
import { CAMERA_BRANDS } from './camera-brands';
import {
  CUSTOM_HOURS,
  DATE_FILTERS,
  IMPORT_PANEL_DEFAULT_DATE_FILTER,
  LATEST_GROUP_MINUTES,
  SD_CARD_SETTINGS_DEFAULT_DATE_FILTER,
  THIS_WEEK_DAYS,
} from './date-filter-limits';
import {
  DEFAULT_EMAIL_SENDER_NAME,
  EMAIL_MESSAGE_MAX_LENGTH,
  EMAIL_SEND_RETRY,
  EMAIL_SUBJECT_MAX_LENGTH,
  EMAIL_TOAST_MS,
  OTHER_SUCCESS_TOAST_MS,
} from './email-limits';
import {
  FACE_ANALYSIS,
  FACE_BASE64_DEFAULT_MAX_SUGGESTIONS,
  FACE_BEST_SUGGESTION_MIN_CONFIDENCE,
  FACE_DEFAULT_MAX_SUGGESTIONS,
  FACE_DETECTION,
  FACE_EMBEDDINGS_QUERY_GROUP_SIZE,
  FACE_IMPORT_DIALOG,
  FACE_MIN_SIMILARITY,
  FACE_PATIENT_GROUP_MIN_CONFIDENCE,
  FACE_SERVICE_MIN_CONFIDENCE,
  PENDING_EMBEDDINGS_TTL_MS,
} from './face-thresholds';
import {
  AUTO_ASSIGN_DELAY_MS,
  BATCH_REASSIGN_CONCURRENCY,
  CAMERA_FOLDER_SCAN_INTERVAL_MS,
  DIRECTORY_HANDLES,
  FOLDER_SCAN_RETRY,
  FOLDER_WATCH_STATUS_POLL_MS,
  GROUP_BY_INTERVAL_WINDOW_MS,
  IMPORT_SESSION_ABANDONED_TTL_MS,
  SD_CONNECTION_POLL_MS,
  SD_IMPORT_HISTORY,
  TEMP_PHOTO_STORE,
  TIME_GROUPING_WINDOW_MS,
} from './import-timings';
import {
  ASSIGNMENT_DIALOG_THUMBNAILS,
  MOBILE_BREAKPOINT_PX,
  PREVIEW_ZOOM,
  PROGRESS_DIALOG_DEFAULT_MAX,
  SAFE_AREA_RECALC_DELAY_MS,
  WIDE_LAYOUT_MIN_WIDTH_PX,
} from './layout';
import {
  IMAGE_FAILURE_CLEANUP_DELAY_MS,
  LAZY_VIDEO_THUMBNAIL,
  VIDEO_PREVIEW_SEEK_SECONDS,
  VIDEO_THUMBNAIL,
  VIDEO_THUMBNAIL_MOBILE,
  VIDEO_THUMBNAIL_TIMEOUT_MS,
} from './media-timings';
import {
  PIN_DEFAULT_LOCK_MINUTES,
  PIN_FALLBACK_LOCK_MINUTES,
  PIN_LENGTH,
  PIN_LOCK_CHECK_INTERVAL_MS,
  PIN_MAX_FAILED_ATTEMPTS,
} from './pin-limits';
import {
  PLAN_DISPLAY_STORAGE_GB,
  PLAN_NAMES,
  PLAN_QUOTA_BYTES,
  RECOMMEND_ESSENTIEL_ABOVE_BYTES,
  RECOMMEND_PRO_ABOVE_BYTES,
  UNKNOWN_PLAN_DISPLAY_STORAGE_BYTES,
  UNKNOWN_PLAN_QUOTA_BYTES,
} from './plans';
import {
  ASSIGNMENT_BATCH_SIZE,
  DELETED_SET_CLEAR_INTERVAL_MS,
  NEAR_LIMIT_DEFAULT_PERCENT,
  PHOTO_SIZE_MIGRATION,
  STORAGE_COLOR_TIER_PERCENT,
  STORAGE_DANGER_PERCENT,
  STORAGE_REAL_SIZE_SAMPLE_MAX,
  STORAGE_STATS_CACHE_MS,
  STORAGE_TOTAL_DEFAULT_GB,
  STORAGE_WARNING_PERCENT,
} from './storage-limits';
import { TUTORIAL_TIMINGS } from './tutorial-timings';
import {
  AFTER_SAVE,
  CONNECTIVITY,
  DATA_FETCH_CACHE,
  PROGRESS_SPEED_SHOWN_AFTER_MS,
  SWIPE_CONFIRM,
  TOAST,
  TOOLTIP,
  WAIT_AFTER_ACTION_MS,
} from './ui-timings';
import {
  ACCEPTED_UPLOAD_MIME_TYPES,
  DATA_URL_READ_MAX_BYTES,
  IMPORT_DIALOG_MAX_IMAGE_BYTES,
  IMPORT_DIALOG_MAX_VIDEO_BYTES,
  IMPORT_MAX_FILES_DEFAULT,
  MANUAL_IMPORT_TILE_MAX_MB,
  TEMP_PHOTO_MAX_BYTES,
  UPLOAD_MAX_IMAGE_BYTES,
  UPLOAD_MAX_VIDEO_BYTES,
} from './upload-limits';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('units', () => {
  it('uses base 1024', () => {
    expect([BYTES_PER_KB, BYTES_PER_MB, BYTES_PER_GB, BYTES_PER_TB]).toEqual([
      1024, 1_048_576, 1_073_741_824, 1_099_511_627_776,
    ]);
  });
});

describe('spec 01 §9', () => {
  it('plans: display storage, quotas, names and upgrade thresholds', () => {
    expect(PLAN_DISPLAY_STORAGE_GB).toEqual({ decouverte: 5, essentiel: 200, pro: 1024 });
    expect(UNKNOWN_PLAN_DISPLAY_STORAGE_BYTES).toBe(500 * BYTES_PER_MB);
    expect(PLAN_QUOTA_BYTES).toEqual({
      decouverte: 500 * BYTES_PER_MB,
      essentiel: 200 * 1024 * BYTES_PER_MB,
      pro: 1024 * 1024 * BYTES_PER_MB,
    });
    expect(UNKNOWN_PLAN_QUOTA_BYTES).toBe(500 * BYTES_PER_MB);
    expect(PLAN_NAMES).toEqual({ decouverte: 'Découverte', essentiel: 'Essentiel', pro: 'Pro' });
    expect(RECOMMEND_ESSENTIEL_ABOVE_BYTES).toBe(4 * BYTES_PER_GB);
    expect(RECOMMEND_PRO_ABOVE_BYTES).toBe(150 * BYTES_PER_GB);
  });

  it('storage: total, warnings, colour tiers, caches and batches', () => {
    expect(STORAGE_TOTAL_DEFAULT_GB).toBe(5);
    expect([STORAGE_WARNING_PERCENT, STORAGE_DANGER_PERCENT, NEAR_LIMIT_DEFAULT_PERCENT]).toEqual([
      75, 90, 90,
    ]);
    expect(STORAGE_COLOR_TIER_PERCENT).toEqual({ yellow: 70, orange: 85, red: 95, critical: 100 });
    expect(STORAGE_STATS_CACHE_MS).toBe(5 * MINUTE);
    expect(STORAGE_REAL_SIZE_SAMPLE_MAX).toBe(50);
    expect(PHOTO_SIZE_MIGRATION).toEqual({ batchSize: 5, pauseMs: 100 });
    expect(ASSIGNMENT_BATCH_SIZE).toEqual({ metadataOnly: 10, withFileCopy: 3 });
    expect(DELETED_SET_CLEAR_INTERVAL_MS).toBe(300_000);
  });

  it('uploads: 50 MB images, 100 MB videos and the accepted types', () => {
    expect(UPLOAD_MAX_IMAGE_BYTES).toBe(50 * BYTES_PER_MB);
    expect(UPLOAD_MAX_VIDEO_BYTES).toBe(100 * BYTES_PER_MB);
    expect(ACCEPTED_UPLOAD_MIME_TYPES).toEqual([
      'image/jpeg',
      'image/jpg',
      'image/png',
      'image/webp',
      'video/mp4',
      'video/quicktime',
      'video/mov',
      'video/avi',
      'video/webm',
    ]);
  });

  it('faces: thresholds, suggestions and model loading', () => {
    expect(FACE_MIN_SIMILARITY).toBe(0.65);
    expect(FACE_DEFAULT_MAX_SUGGESTIONS).toBe(3);
    expect(FACE_SERVICE_MIN_CONFIDENCE).toBe(65);
    expect(FACE_BEST_SUGGESTION_MIN_CONFIDENCE).toBe(70);
    expect(FACE_DETECTION).toEqual({
      maxFaces: 1,
      minConfidence: 0.5,
      detector: 'BlazeFace',
      embeddingModel: 'FaceRes',
      modelLoadAttempts: 3,
      modelLoadRetryDelaysMs: [1000, 2000],
    });
    expect(FACE_EMBEDDINGS_QUERY_GROUP_SIZE).toBe(10);
  });

  it('media: video thumbnails, preview seek, lazy loading, failure cleanup', () => {
    expect(VIDEO_THUMBNAIL).toEqual({
      width: 320,
      height: 240,
      quality: 0.7,
      captureAtSeconds: 0.5,
    });
    expect(VIDEO_THUMBNAIL_MOBILE).toEqual({
      maxWidth: 640,
      maxHeight: 480,
      quality: 0.8,
      maxCanvasSize: 1024,
    });
    expect(VIDEO_THUMBNAIL_TIMEOUT_MS).toEqual({ web: 20_000, mobile: 45_000, fallback: 30_000 });
    expect(VIDEO_PREVIEW_SEEK_SECONDS).toBe(0.1);
    expect(LAZY_VIDEO_THUMBNAIL).toEqual({ visibilityThreshold: 0.1, rootMarginPx: 50 });
    expect(IMAGE_FAILURE_CLEANUP_DELAY_MS).toBe(500);
  });

  it('interface: swipe, zoom, breakpoint, waits, toasts, tooltip, fetch cache, theme', () => {
    expect(SWIPE_CONFIRM).toEqual({ thresholdPercent: 95, confirmDelayMs: 300, resetDelayMs: 400 });
    expect(PREVIEW_ZOOM).toEqual({ min: 1, max: 5, buttonStep: 0.5, wheelStep: 0.1 });
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(WAIT_AFTER_ACTION_MS).toEqual({
      export: 2000,
      storageClean: 1500,
      accountDeletion: 1000,
    });
    expect(PROGRESS_DIALOG_DEFAULT_MAX).toBe(100);
    expect(TOAST).toEqual({
      defaultDurationMs: 5000,
      basicStoreLimit: 1,
      removeDelayMs: 1_000_000,
      libraryDurationMs: 4000,
      libraryVisibleToasts: 3,
    });
    expect(TOOLTIP).toEqual({ delayMs: 700, skipDelayMs: 300 });
    expect(DATA_FETCH_CACHE).toEqual({ gcTimeMs: 5 * MINUTE, retry: 3, maxRetryDelayMs: 30_000 });
    expect(DEFAULT_THEME).toBe('system');
    expect(DEFAULT_LANGUAGE).toBe('fr');
    expect(LANGUAGE_STORAGE_KEY).toBe('i18nextLng');
    expect(LANGUAGE_DETECTION_ORDER).toEqual(['localStorage', 'navigator', 'htmlTag']);
  });
});

describe('spec 02 §9', () => {
  it('polling and scanning', () => {
    expect(SD_CONNECTION_POLL_MS).toBe(3000);
    expect(FOLDER_WATCH_STATUS_POLL_MS).toBe(1000);
    expect(CAMERA_FOLDER_SCAN_INTERVAL_MS).toBe(2000);
    expect(FOLDER_SCAN_RETRY).toEqual({ retries: 2, delayMs: 500 });
  });

  it('import dialog limits', () => {
    expect(IMPORT_MAX_FILES_DEFAULT).toBe(999);
    expect(IMPORT_DIALOG_MAX_IMAGE_BYTES).toBe(15 * BYTES_PER_MB);
    expect(IMPORT_DIALOG_MAX_VIDEO_BYTES).toBe(50 * BYTES_PER_MB);
    expect(MANUAL_IMPORT_TILE_MAX_MB).toBe(50);
    expect(DATA_URL_READ_MAX_BYTES).toBe(50 * BYTES_PER_MB);
    expect(TEMP_PHOTO_MAX_BYTES).toBe(15 * BYTES_PER_MB);
  });

  it('date filters', () => {
    expect(DATE_FILTERS).toEqual([
      'all',
      'last24h',
      'customHours',
      'latestGroup',
      'newSinceLastImport',
      'today',
      'yesterday',
      'thisWeek',
    ]);
    expect(CUSTOM_HOURS).toEqual({ default: 6, min: 1, max: 168 });
    expect(LATEST_GROUP_MINUTES).toEqual({ default: 10, min: 1, max: 60 });
    expect(THIS_WEEK_DAYS).toBe(7);
    expect(SD_CARD_SETTINGS_DEFAULT_DATE_FILTER).toBe('today');
    expect(IMPORT_PANEL_DEFAULT_DATE_FILTER).toBe('newSinceLastImport');
    expect(GROUP_BY_INTERVAL_WINDOW_MS).toBe(10 * MINUTE);
    expect(TIME_GROUPING_WINDOW_MS).toBe(5 * MINUTE);
  });

  it('face recognition in the dialog and analysis pacing', () => {
    expect(FACE_IMPORT_DIALOG).toEqual({ minConfidence: 65, maxSuggestions: 5 });
    expect(FACE_BASE64_DEFAULT_MAX_SUGGESTIONS).toBe(5);
    expect(FACE_PATIENT_GROUP_MIN_CONFIDENCE).toBe(50);
    expect(FACE_ANALYSIS).toEqual({
      batchSize: 2,
      pauseMs: 500,
      autoAssignPauseMs: 100,
      startAfterUploadMs: 500,
    });
    expect(BATCH_REASSIGN_CONCURRENCY).toBe(3);
    expect(AUTO_ASSIGN_DELAY_MS).toBe(500);
    expect(PENDING_EMBEDDINGS_TTL_MS).toBe(5 * MINUTE);
  });

  it('browser-side stores', () => {
    expect(TEMP_PHOTO_STORE).toEqual({
      maxPhotos: 50,
      maxAgeMs: DAY,
      maxBytesPerPhoto: 15 * BYTES_PER_MB,
    });
    expect(IMPORT_SESSION_ABANDONED_TTL_MS).toBe(2 * DAY);
    expect(SD_IMPORT_HISTORY).toEqual({
      retentionMs: 30 * DAY,
      clearWhenAwayMoreThanMs: 5 * MINUTE,
      heartbeatMs: 60_000,
    });
    expect(DIRECTORY_HANDLES).toEqual({ cleanupAfterMs: 30 * DAY, databaseVersion: 1 });
  });

  it('e-mail', () => {
    expect(EMAIL_SUBJECT_MAX_LENGTH).toBe(200);
    expect(EMAIL_MESSAGE_MAX_LENGTH).toBe(5000);
    expect(EMAIL_SEND_RETRY).toEqual({ attempts: 3, backoffDelaysMs: [2000, 4000] });
    expect(EMAIL_TOAST_MS).toEqual({ result: 5000, confirmation: 3000 });
    expect(OTHER_SUCCESS_TOAST_MS).toEqual({ min: 3000, max: 5000 });
    expect(DEFAULT_EMAIL_SENDER_NAME).toBe('PhotoDossier');
  });

  it('tutorials', () => {
    expect(TUTORIAL_TIMINGS).toEqual({
      closeAfterCompletionMs: 3000,
      completeAfterDetectionMs: 2000,
      folderPulseMs: 2000,
      sdAutoCloseMs: 3000,
      sdReadTestWaitMs: 2000,
      sdAutoTestDelayMs: 500,
    });
  });

  it('PIN, connectivity, saving and layout', () => {
    expect(PIN_LENGTH).toBe(4);
    expect(PIN_MAX_FAILED_ATTEMPTS).toBe(3);
    expect(PIN_DEFAULT_LOCK_MINUTES).toBe(60);
    expect(PIN_FALLBACK_LOCK_MINUTES).toBe(1);
    expect(PIN_LOCK_CHECK_INTERVAL_MS).toBe(10_000);
    expect(CONNECTIVITY).toEqual({ offlinePageAfterMs: 5000, connectingMs: 1000 });
    expect(AFTER_SAVE).toEqual({ redirectMs: 100, cleanupMs: 1000 });
    expect(PROGRESS_SPEED_SHOWN_AFTER_MS).toBe(500);
    expect(ASSIGNMENT_DIALOG_THUMBNAILS).toBe(6);
    expect(WIDE_LAYOUT_MIN_WIDTH_PX).toBe(1000);
    expect(SAFE_AREA_RECALC_DELAY_MS).toEqual({ min: 100, max: 150 });
  });

  it('camera brands with their software', () => {
    expect(CAMERA_BRANDS.map((brand) => [brand.id, brand.software])).toEqual([
      ['canon', 'EOS Utility'],
      ['nikon', 'SnapBridge'],
      ['sony', 'Imaging Edge Desktop'],
      ['fujifilm', 'Tether app'],
      ['olympus', 'OM Workspace'],
      ['panasonic', 'LUMIX Tether'],
    ]);
    for (const brand of CAMERA_BRANDS) expect(brand.connectionTypes).toEqual(['usb', 'wifi']);
    for (const brand of CAMERA_BRANDS)
      expect(brand.downloadUrl).toMatch(/^https:\/\/[a-z0-9.-]+\//);
  });
});
