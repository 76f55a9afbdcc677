import type { cameraCaptureFr } from '../i18n/fr';

/**
 * Positioning outlines drawn over the live picture so successive sessions frame the patient the
 * same way. Paths are in a 100 x 100 box centred on the screen (kept square, never stretched).
 * The id is what cameraSettings.selectedTemplate stores.
 */
export type CameraTemplate = {
  readonly id: string;
  /** Key under cameraCapture.templates. */
  readonly labelKey: keyof typeof cameraCaptureFr.templates;
  readonly paths: readonly string[];
};

export const CAMERA_TEMPLATES: readonly CameraTemplate[] = [
  {
    id: 'face',
    labelKey: 'face',
    paths: [
      // Head, eye line, mid line.
      'M50 14 C68 14 76 30 76 48 C76 68 64 86 50 86 C36 86 24 68 24 48 C24 30 32 14 50 14 Z',
      'M30 44 L70 44',
      'M50 20 L50 80',
    ],
  },
  {
    id: 'profile-left',
    labelKey: 'profileLeft',
    paths: [
      'M58 14 C74 16 80 32 78 50 C77 66 70 82 56 86 L50 86 C46 80 44 74 40 72 L34 70 C32 66 34 62 36 60 L30 56 C28 54 30 50 34 48 C32 40 34 30 40 22 C44 17 51 14 58 14 Z',
      'M36 46 L66 46',
    ],
  },
  {
    id: 'profile-right',
    labelKey: 'profileRight',
    paths: [
      'M42 14 C26 16 20 32 22 50 C23 66 30 82 44 86 L50 86 C54 80 56 74 60 72 L66 70 C68 66 66 62 64 60 L70 56 C72 54 70 50 66 48 C68 40 66 30 60 22 C56 17 49 14 42 14 Z',
      'M64 46 L34 46',
    ],
  },
  {
    id: 'three-quarter',
    labelKey: 'threeQuarter',
    paths: [
      'M52 14 C70 14 76 30 75 48 C74 68 62 86 48 86 C38 86 28 74 26 60 L24 52 C24 32 34 14 52 14 Z',
      'M28 44 L72 44',
      'M44 20 C40 40 40 60 44 80',
    ],
  },
  {
    id: 'torso',
    labelKey: 'torso',
    paths: [
      // Neck, shoulders and trunk down to the hips.
      'M42 8 L42 18 C30 20 18 24 14 34 L12 92 M58 8 L58 18 C70 20 82 24 86 34 L88 92',
      'M30 40 C30 60 32 78 34 92 M70 40 C70 60 68 78 66 92',
      'M50 20 L50 92',
    ],
  },
  {
    id: 'body',
    labelKey: 'body',
    paths: [
      'M50 4 C56 4 59 9 59 14 C59 20 55 24 50 24 C45 24 41 20 41 14 C41 9 44 4 50 4 Z',
      'M40 26 L60 26 L66 54 L62 56 L58 40 L58 96 L52 96 L50 62 L48 96 L42 96 L42 40 L38 56 L34 54 Z',
    ],
  },
];

export const DEFAULT_TEMPLATE_ID = 'face';

/** The stored template, or the face outline when the id is unknown (an older or newer app). */
export function templateById(id: string | null | undefined): CameraTemplate {
  return (
    CAMERA_TEMPLATES.find((template) => template.id === id) ??
    (CAMERA_TEMPLATES.find((template) => template.id === DEFAULT_TEMPLATE_ID) as CameraTemplate)
  );
}
