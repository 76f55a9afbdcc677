import { z } from 'zod';
import { singleLineText } from './text-input';
import {
  DATE_FORMATS,
  DEFAULT_DATE_FORMAT,
  DEFAULT_LANGUAGE,
  DEFAULT_SPECIALITE,
  LANGUAGES,
} from './app-preferences';
import { DATE_FILTERS, SD_CARD_SETTINGS_DEFAULT_DATE_FILTER } from './date-filter-limits';
import {
  DEFAULT_EMAIL_SENDER_NAME,
  DEFAULT_EMAIL_TRIGGER_MODE,
  EMAIL_TRIGGER_MODES,
} from './email-limits';
import { PIN_DEFAULT_LOCK_MINUTES } from './pin-limits';
import { STORAGE_TOTAL_DEFAULT_GB } from './storage-limits';

// Value sets the spec does not list are ours: flash off/on/auto, background transparent/
// color/blur, label scanner confirm/auto.
export const FLASH_MODES = ['off', 'on', 'auto'] as const;
export const BACKGROUND_FORMATS = ['transparent', 'color', 'blur'] as const;
export const PATIENT_LABEL_SCANNER_BEHAVIORS = ['confirm', 'auto'] as const;

const isoDateTime = z.iso.datetime({ offset: true });
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const emailTransferSchema = z.object({
  enabled: z.boolean(),
  // The codes of spec 02 §8's texts, so a refused value is named under its field.
  recipientEmail: z.string().refine((value) => value === '' || z.email().safeParse(value).success, {
    error: 'email.invalid_format',
  }),
  senderName: z.string().max(100, { error: 'validation.max_length' }),
  triggerMode: z.enum(EMAIL_TRIGGER_MODES),
});

export const cameraSettingsSchema = z.object({
  isGridMode: z.boolean(),
  autoEmailEnabled: z.boolean(),
  autoBackgroundRemovalEnabled: z.boolean(),
  flashMode: z.enum(FLASH_MODES),
  selectedTemplate: z.string().min(1),
  overlayOpacity: z.number().min(0).max(1),
  faceRecognitionEnabled: z.boolean(),
});

export const mediaPipeBackgroundSettingsSchema = z.object({
  autoCropEnabled: z.boolean(),
  backgroundFormat: z.enum(BACKGROUND_FORMATS),
  backgroundColor: hexColor,
  blurAmount: z.number().min(0),
  enableInCamera: z.boolean(),
});

export const machineSettingsSchema = z.object({
  cameraFolderPath: z.string(),
  autoWatchEnabled: z.boolean(),
  searchSubdirectories: z.boolean(),
  autoOpenImportDialog: z.boolean(),
  autoPreviewNewPhotos: z.boolean(),
  deleteAfterImport: z.boolean(),
  lastModified: isoDateTime.nullable(),
});

export const sdCardSettingsSchema = z.object({
  selectedSDCardPath: z.string(),
  selectedSDCardName: z.string(),
  isSDCardWatchEnabled: z.boolean(),
  autoImportEnabled: z.boolean(),
  dateFilter: z.enum(DATE_FILTERS),
  lastModified: isoDateTime.nullable(),
});

/** Machine ids are hashes or random ids made in the browser: keep them short and plain. */
export const machineIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);

/**
 * The complete settings document as the API returns it. The account e-mail is never part of
 * it (it comes from the account); unknown keys are dropped.
 */
export const userSettingsSchema = z.object({
  prenom: z.string().max(100),
  nom: z.string().max(100),
  specialite: z.string().max(200),
  status: z.string(),
  language: z.enum(LANGUAGES),
  dateFormat: z.enum(DATE_FORMATS),
  isAdmin: z.boolean(),
  storageUsed: z.number().min(0),
  /** In GB, as shown in the settings screen. */
  storageTotal: z.number().min(0),
  /** Inactivity before the PIN lock, in minutes. */
  pinLockDuration: z.number().int().min(1),
  /** SHA-256 hex of the PIN; null when no PIN is set. */
  pinLockHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  patientLabelScannerBehavior: z.enum(PATIENT_LABEL_SCANNER_BEHAVIORS),
  lastUpdated: isoDateTime.nullable(),
  emailTransfer: emailTransferSchema,
  cameraSettings: cameraSettingsSchema,
  mediaPipeBackgroundSettings: mediaPipeBackgroundSettingsSchema,
  machineSettings: z.record(machineIdSchema, machineSettingsSchema),
  sdCardSettings: z.record(machineIdSchema, sdCardSettingsSchema),
});

export type UserSettings = z.output<typeof userSettingsSchema>;
export type EmailTransferSettings = UserSettings['emailTransfer'];
export type CameraSettings = UserSettings['cameraSettings'];
export type MediaPipeBackgroundSettings = UserSettings['mediaPipeBackgroundSettings'];
export type MachineSettings = z.output<typeof machineSettingsSchema>;
export type SdCardSettings = z.output<typeof sdCardSettingsSchema>;

export const defaultMachineSettings: MachineSettings = {
  cameraFolderPath: '',
  autoWatchEnabled: false,
  searchSubdirectories: true,
  autoOpenImportDialog: true,
  autoPreviewNewPhotos: false,
  deleteAfterImport: false,
  lastModified: null,
};

export const defaultSdCardSettings: SdCardSettings = {
  selectedSDCardPath: '',
  selectedSDCardName: '',
  isSDCardWatchEnabled: false,
  autoImportEnabled: false,
  dateFilter: SD_CARD_SETTINGS_DEFAULT_DATE_FILTER,
  lastModified: null,
};

export const defaultUserSettings: UserSettings = {
  prenom: '',
  nom: '',
  specialite: DEFAULT_SPECIALITE,
  status: '',
  language: DEFAULT_LANGUAGE,
  dateFormat: DEFAULT_DATE_FORMAT,
  isAdmin: false,
  storageUsed: 0,
  storageTotal: STORAGE_TOTAL_DEFAULT_GB,
  pinLockDuration: PIN_DEFAULT_LOCK_MINUTES,
  pinLockHash: null,
  patientLabelScannerBehavior: 'confirm',
  lastUpdated: null,
  emailTransfer: {
    enabled: false,
    recipientEmail: '',
    senderName: DEFAULT_EMAIL_SENDER_NAME,
    triggerMode: DEFAULT_EMAIL_TRIGGER_MODE,
  },
  cameraSettings: {
    isGridMode: false,
    autoEmailEnabled: false,
    autoBackgroundRemovalEnabled: false,
    flashMode: 'off',
    selectedTemplate: 'face',
    overlayOpacity: 0.4,
    faceRecognitionEnabled: true,
  },
  mediaPipeBackgroundSettings: {
    autoCropEnabled: false,
    backgroundFormat: 'transparent',
    backgroundColor: '#ffffff',
    blurAmount: 200,
    enableInCamera: false,
  },
  machineSettings: {},
  sdCardSettings: {},
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Missing or null fields take their default; present values are kept as they are so that a
// wrong type still fails validation instead of being silently replaced.
function withDefaults(defaults: Readonly<Record<string, unknown>>, value: unknown): unknown {
  if (value == null) return defaults;
  if (!isPlainObject(value)) return value;
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, field] of Object.entries(value)) {
    if (field != null || !(key in defaults)) merged[key] = field;
  }
  return merged;
}

function recordWithDefaults(defaults: Readonly<Record<string, unknown>>, value: unknown): unknown {
  if (value == null) return {};
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, withDefaults(defaults, entry)]),
  );
}

export function applyUserSettingsDefaults(stored: unknown): unknown {
  const base = withDefaults(defaultUserSettings, stored);
  if (!isPlainObject(base)) return base;
  return {
    ...base,
    // Explicit nulls in stored documents (older data) mean "not set".
    pinLockHash: base['pinLockHash'] ?? null,
    lastUpdated: base['lastUpdated'] ?? null,
    emailTransfer: withDefaults(defaultUserSettings.emailTransfer, base['emailTransfer']),
    cameraSettings: withDefaults(defaultUserSettings.cameraSettings, base['cameraSettings']),
    mediaPipeBackgroundSettings: withDefaults(
      defaultUserSettings.mediaPipeBackgroundSettings,
      base['mediaPipeBackgroundSettings'],
    ),
    machineSettings: recordWithDefaults(defaultMachineSettings, base['machineSettings']),
    sdCardSettings: recordWithDefaults(defaultSdCardSettings, base['sdCardSettings']),
  };
}

/** Reads a stored (possibly partial or older) document, filling every missing default. */
export const storedUserSettingsSchema = z.preprocess(applyUserSettingsDefaults, userSettingsSchema);

/**
 * What a user may change. Account-controlled fields (isAdmin, status, storage figures,
 * lastUpdated) are not part of it; nested objects and per-machine entries are partial.
 */
export const userSettingsPatchSchema = z
  .object({
    prenom: singleLineText().max(100),
    nom: singleLineText().max(100),
    specialite: singleLineText().max(200),
    language: userSettingsSchema.shape.language,
    dateFormat: userSettingsSchema.shape.dateFormat,
    pinLockDuration: userSettingsSchema.shape.pinLockDuration,
    pinLockHash: userSettingsSchema.shape.pinLockHash,
    patientLabelScannerBehavior: userSettingsSchema.shape.patientLabelScannerBehavior,
    emailTransfer: emailTransferSchema.partial(),
    cameraSettings: cameraSettingsSchema.partial(),
    mediaPipeBackgroundSettings: mediaPipeBackgroundSettingsSchema.partial(),
    machineSettings: z.record(machineIdSchema, machineSettingsSchema.partial()),
    sdCardSettings: z.record(machineIdSchema, sdCardSettingsSchema.partial()),
  })
  .partial()
  .strict();

export type UserSettingsPatch = z.output<typeof userSettingsPatchSchema>;

function mergeEntries<T extends object>(
  current: Readonly<Record<string, T>>,
  patch: Readonly<Record<string, Partial<T>>> | undefined,
  defaults: T,
): Record<string, T> {
  const merged: Record<string, T> = { ...current };
  for (const [id, entry] of Object.entries(patch ?? {})) {
    merged[id] = { ...defaults, ...current[id], ...entry };
  }
  return merged;
}

/** Merge-write of a patch onto the current settings (the spec's "merge-write"). */
export function applyUserSettingsPatch(
  current: UserSettings,
  patch: UserSettingsPatch,
  lastUpdated: string,
): UserSettings {
  const { emailTransfer, cameraSettings, mediaPipeBackgroundSettings, ...top } = patch;
  // A key sent as undefined means "unchanged", not "erase".
  const changes = Object.fromEntries(
    Object.entries(top).filter(([, value]) => value !== undefined),
  );
  return {
    ...current,
    ...changes,
    emailTransfer: { ...current.emailTransfer, ...emailTransfer },
    cameraSettings: { ...current.cameraSettings, ...cameraSettings },
    mediaPipeBackgroundSettings: {
      ...current.mediaPipeBackgroundSettings,
      ...mediaPipeBackgroundSettings,
    },
    machineSettings: mergeEntries(
      current.machineSettings,
      patch.machineSettings,
      defaultMachineSettings,
    ),
    sdCardSettings: mergeEntries(
      current.sdCardSettings,
      patch.sdCardSettings,
      defaultSdCardSettings,
    ),
    lastUpdated,
  };
}
