import { defaultUserSettings } from '@photodossier/domain/user-settings';
import { describe, expect, it } from 'vitest';
import { cameraCaptureFr } from '../i18n/fr';
import { CAMERA_TEMPLATES, templateById } from './camera-templates';

describe('camera templates', () => {
  it('starts with the spec default, the face, and has unique ids', () => {
    expect(CAMERA_TEMPLATES[0]?.id).toBe(defaultUserSettings.cameraSettings.selectedTemplate);
    const ids = CAMERA_TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining(['face', 'profile-left', 'profile-right', 'three-quarter', 'torso']),
    );
  });

  it('has a French label and at least one outline for each', () => {
    const labels = cameraCaptureFr.templates as Record<string, string>;
    for (const template of CAMERA_TEMPLATES) {
      expect(labels[template.labelKey]).toBeTruthy();
      expect(template.paths.length).toBeGreaterThan(0);
      for (const path of template.paths) expect(path).toMatch(/^M[\d .LCZMz-]+$/);
    }
  });

  it('falls back to the face outline for an unknown or missing id', () => {
    expect(templateById('profile-right').id).toBe('profile-right');
    expect(templateById('retired-template').id).toBe('face');
    expect(templateById(undefined).id).toBe('face');
  });
});
