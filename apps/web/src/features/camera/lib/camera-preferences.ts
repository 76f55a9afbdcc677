import {
  defaultUserSettings,
  type CameraSettings,
  type MediaPipeBackgroundSettings,
  type UserSettings,
} from '@photodossier/domain/user-settings';
import { templateById } from './camera-templates';

/**
 * The camera's settings for this user: the spec's defaults under whatever the stored document
 * holds (an older document may lack some fields), with a template this app knows.
 */
export function cameraPreferences(
  settings:
    | Pick<UserSettings, 'cameraSettings'>
    | { cameraSettings?: Partial<CameraSettings> }
    | null
    | undefined,
): CameraSettings {
  const stored = settings?.cameraSettings ?? {};
  const merged: CameraSettings = { ...defaultUserSettings.cameraSettings };
  for (const [key, value] of Object.entries(stored) as [keyof CameraSettings, unknown][]) {
    if (value !== undefined && value !== null) Object.assign(merged, { [key]: value });
  }
  merged.selectedTemplate = templateById(merged.selectedTemplate).id;
  merged.overlayOpacity = clampOpacity(merged.overlayOpacity);
  return merged;
}

/**
 * How the camera's shots lose their background, or null when they keep it: the camera's
 * automatic removal (cameraSettings.autoBackgroundRemovalEnabled) runs only while the removal is
 * made available in the camera (mediaPipeBackgroundSettings.enableInCamera, spec 01 §3).
 */
export function cameraBackgroundRemoval(
  settings: Pick<UserSettings, 'cameraSettings' | 'mediaPipeBackgroundSettings'> | null | undefined,
): MediaPipeBackgroundSettings | null {
  if (!settings) return null;
  if (!cameraPreferences(settings).autoBackgroundRemovalEnabled) return null;
  const removal = settings.mediaPipeBackgroundSettings;
  return removal.enableInCamera ? removal : null;
}

export function clampOpacity(value: number): number {
  if (!Number.isFinite(value)) return defaultUserSettings.cameraSettings.overlayOpacity;
  return Math.min(1, Math.max(0, Math.round(value * 100) / 100));
}

export const FLASH_MODE_ORDER = [
  'off',
  'on',
  'auto',
] as const satisfies readonly CameraSettings['flashMode'][];

/** The flash button cycles off, on, auto. */
export function nextFlashMode(mode: CameraSettings['flashMode']): CameraSettings['flashMode'] {
  const index = FLASH_MODE_ORDER.indexOf(mode);
  return FLASH_MODE_ORDER[(index + 1) % FLASH_MODE_ORDER.length] ?? 'off';
}
