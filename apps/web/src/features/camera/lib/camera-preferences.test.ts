import { defaultUserSettings } from '@photodossier/domain/user-settings';
import { describe, expect, it } from 'vitest';
import {
  cameraBackgroundRemoval,
  cameraPreferences,
  clampOpacity,
  nextFlashMode,
} from './camera-preferences';

describe('cameraPreferences', () => {
  it('gives the spec defaults without settings', () => {
    expect(cameraPreferences(null)).toEqual({
      isGridMode: false,
      autoEmailEnabled: false,
      autoBackgroundRemovalEnabled: false,
      flashMode: 'off',
      selectedTemplate: 'face',
      overlayOpacity: 0.4,
      faceRecognitionEnabled: true,
    });
    expect(cameraPreferences(undefined)).toEqual(defaultUserSettings.cameraSettings);
  });

  it('keeps the stored values over the defaults, field by field', () => {
    const merged = cameraPreferences({
      cameraSettings: { isGridMode: true, flashMode: 'auto', faceRecognitionEnabled: false },
    });
    expect(merged).toMatchObject({
      isGridMode: true,
      flashMode: 'auto',
      faceRecognitionEnabled: false,
      selectedTemplate: 'face',
      overlayOpacity: 0.4,
    });
  });

  it('replaces an unknown template and an opacity out of range', () => {
    expect(
      cameraPreferences({ cameraSettings: { selectedTemplate: 'gone' } }).selectedTemplate,
    ).toBe('face');
    expect(cameraPreferences({ cameraSettings: { overlayOpacity: 3 } }).overlayOpacity).toBe(1);
    expect(clampOpacity(Number.NaN)).toBe(0.4);
    expect(clampOpacity(0.123)).toBe(0.12);
  });
});

describe('nextFlashMode', () => {
  it('cycles off, on, auto', () => {
    expect(nextFlashMode('off')).toBe('on');
    expect(nextFlashMode('on')).toBe('auto');
    expect(nextFlashMode('auto')).toBe('off');
  });
});

describe('cameraBackgroundRemoval', () => {
  const withSwitches = (auto: boolean, inCamera: boolean) => ({
    ...defaultUserSettings,
    cameraSettings: { ...defaultUserSettings.cameraSettings, autoBackgroundRemovalEnabled: auto },
    mediaPipeBackgroundSettings: {
      ...defaultUserSettings.mediaPipeBackgroundSettings,
      backgroundFormat: 'color' as const,
      enableInCamera: inCamera,
    },
  });

  it('removes the backgrounds of shots only with both switches on, with the saved look', () => {
    expect(cameraBackgroundRemoval(withSwitches(true, true))).toMatchObject({
      backgroundFormat: 'color',
      enableInCamera: true,
    });
  });

  it('keeps them while the removal is not available in the camera, or automatic removal is off', () => {
    expect(cameraBackgroundRemoval(withSwitches(true, false))).toBeNull();
    expect(cameraBackgroundRemoval(withSwitches(false, true))).toBeNull();
    expect(cameraBackgroundRemoval(null)).toBeNull();
  });
});
