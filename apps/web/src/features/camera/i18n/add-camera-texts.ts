import { addFeatureTexts } from '@/lib/i18n/feature-texts';
import { cameraCaptureEn, cameraTutorialEn } from './en';
import { cameraCaptureFr, cameraTutorialFr } from './fr';

/** The camera pages' texts, namespaces `cameraCapture` and `cameraTutorial`. */
export function addCameraTexts(): void {
  addFeatureTexts('cameraCapture', { fr: cameraCaptureFr, en: cameraCaptureEn });
  addFeatureTexts('cameraTutorial', { fr: cameraTutorialFr, en: cameraTutorialEn });
}
